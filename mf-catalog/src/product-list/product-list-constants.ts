// The spec's numbers for the product list (SPEC §9).

export const LISTING_FILTER_DELAY_MS = 500;
export const SKELETON_COUNT = 8;
