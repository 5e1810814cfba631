// The early-bird offer's numbers (SPEC §9) and the picture types its registration takes.

export const EARLY_BIRD_DISCOUNT_PERCENT = 20;
/** The upload hint's 'JPEG or PNG': the only picture types an early-bird registration takes. */
export const EARLY_BIRD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
