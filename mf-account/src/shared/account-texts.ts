/**
 * The visible texts of My Account (SPEC §2), and of what every account page shows a signed-out
 * visitor (SignedOutNotice); Create Item links back to My Account by its title.
 */
export const ACCOUNT_TEXTS = {
  title: 'My Account',
  subtitle: 'See all account infos',
  profile: 'Profile Information',
  editProfile: 'Edit Profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  memberSince: 'Member Since',
  notProvided: 'Not Provided',
  signedOut: 'Sign in to see your account.',
  signIn: 'Sign In',
} as const;
