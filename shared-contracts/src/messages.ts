import { SHOP_NAME } from './constants';
import type { IdentityErrorCode } from './ports/identity';

/** The spec's visible messages (SPEC §2, §5, §8), reproduced exactly. */
export const MESSAGES = {
  loginToCheckout: 'Please log in to your account.',
  proceedingToCheckout: 'Proceeding to checkout',
  addedToCart: (name: string) => `Added ${name} to your cart.`,
  paymentSuccess: (message: string) => `Payment success: ${message}`,
  signInToContinue: 'Please sign in to continue',
  completeProfile: 'Please complete your profile information before proceeding',
  earlyBird: {
    fullName: 'Please enter your full name',
    email: 'Please enter a valid email address',
    image: 'Please upload at least one item image',
    onlyImages: 'Please select only images (JPEG, PNG)',
    success: 'Early bird registration successful!',
    /** Beyond the spec: what a second registration with the same email, the server's upsert, says. */
    updated: 'You were already registered, so we updated your early bird registration.',
    tooLarge: (fileName: string) => `${fileName} is larger than 2MB. Please choose a smaller image.`,
    tooMany: (max: number) => `You can add at most ${max} images.`,
    ended: 'This offer has ended.',
    failed: 'We could not save your registration just now. Your details are still here; please try again.',
  },
  signUp: {
    success: `Your ${SHOP_NAME} account was created successfully!`,
    /** SPEC §8 names the shop's account here; its exact brand wording is withheld. */
    failed: `There was an error creating your ${SHOP_NAME} account. Please try again.`,
    missing: '🚫 User Information does not exist',
  },
  login: {
    noAccount: 'User account does not exist. Please sign up first',
    failed: 'Error logging in',
    welcomeBack: (firstName: string | null | undefined) => (firstName ? `Welcome back ${firstName}` : 'Welcome back'),
  },
  profile: {
    notAuthenticated: 'User not authenticated',
    notFound: 'User not found',
    profileFailed: (error: string) => `Failed to update profile: ${error}`,
    locationFailed: (error: string) => `Failed to update location: ${error}`,
    profileUpdated: 'Primary information updated successfully',
    locationUpdated: 'Location information updated successfully',
  },
  /** What a shopper is told when the identity provider fails (the spec leaves these out). */
  identity: {
    cancelled: 'Sign-in was cancelled. Choose Google again when you are ready.',
    'popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    network: 'We could not reach the sign-in service. Check your connection and try again.',
    'too-many-requests': 'Too many sign-in attempts. Please wait a few minutes and try again.',
    'user-disabled': 'This account has been disabled. Please contact support.',
    unavailable: 'Sign-in is unavailable right now. Please try again later.',
  } satisfies Record<Exclude<IdentityErrorCode, 'unknown'>, string>,
  /** What a shopper is told about a payment beyond the spec's one success toast. */
  payment: {
    cancelled: 'Payment cancelled. Nothing was charged, and your order is still here when you are ready.',
    declined: 'Your card was declined. Nothing was charged.',
    failed: (reason: string) => `Payment failed: ${reason} You can try Place Order again.`,
    /** The provider refused the transaction's details (its parameter check). */
    invalid: (detail: string) => `The payment could not start: ${detail} Please check your details and try again.`,
    unavailable: 'The payment service could not be reached. Check your connection and try again.',
  },
  comingSoon: 'Coming soon',
  onboarding: {
    title: 'Welcome! Complete Your Profile',
    message: 'Please update your personal information so we can serve you better.',
    actionText: 'Complete Profile',
    actionUrl: '/account',
  },
} as const;
