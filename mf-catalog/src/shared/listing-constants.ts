// The spec's numbers for the listing's pagination (SPEC §9).

export const LISTING_MAX_PAGE_NUMBERS = 5;
