// The spec's numbers for the product page (SPEC §9).

export const THUMBNAILS_MAX = 4;
