// The spec's numbers for the home page's banner, flash sale and review counter (SPEC §9).

export const BANNER_ADVANCE_MS = 3000;
export const BANNER_SWIPE_THRESHOLD_PX = 50;
export const BANNER_TRANSITION_MS = 600;
export const BANNER_LOOP_RESET_MS = 600;
export const FLASH_SALE_ADVANCE_MS = 4500;
export const FLASH_SALE_TRANSITION_MS = 700;
export const REVIEW_COUNTER_START = 10376;
export const REVIEW_COUNTER_STEP_MS = 2000;
export const REVIEW_COUNTER_MAX = 95000;
