/** Whether a listing is for sale: listings saved before isActive existed count as active. */
export const isListingActive = (listing: { isActive?: boolean }) => listing.isActive !== false;
