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
  },
  onboarding: {
    title: 'Welcome! Complete Your Profile',
    message: 'Please update your personal information so we can serve you better.',
    actionText: 'Complete Profile',
    actionUrl: '/account',
  },
} as const;
