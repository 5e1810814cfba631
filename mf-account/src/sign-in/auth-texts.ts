import { SHOP_NAME } from 'shared-contracts';

/** The visible texts of the sign-in screens (SPEC §2 Sign-up, Login). */
export const AUTH_TEXTS = {
  register: {
    title: 'Create Your Account',
    subtitle: `Join ${SHOP_NAME} to check out faster, follow your orders and sell your own items.`,
    google: 'Sign up with Google',
    switchPrompt: 'Already have an account?',
    switchLink: 'Sign In',
  },
  login: {
    title: 'Welcome Back',
    subtitle: `Sign in to pick up where you left off at ${SHOP_NAME}.`,
    google: 'Sign in with Google',
    switchPrompt: "Don't have an account?",
    switchLink: 'Sign up here',
  },
  busy: 'Signing in…',
  facebook: 'Continue with Facebook',
  or: 'or',
  footer: [
    { label: 'Terms of Service', anchor: 'terms' },
    { label: 'Privacy Policy', anchor: 'privacy' },
    { label: 'Help', anchor: 'help' },
  ],
} as const;
