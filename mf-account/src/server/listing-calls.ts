import type { CallInput, CallServer, ListingPatch } from 'shared-contracts';

/** What a seller decides about a new listing; the server builds the rest (rating, slug, details, seller). */
export type SellerListing = CallInput<'addListing'>;

/**
 * The seller's listings, through the shop's server (payloads: the shared ListingInput and ListingUpdate
 * schemas). The server files each under the signed-in seller whose token goes along; no call names a uid.
 */
export function listingCalls(call: CallServer) {
  return {
    /** Publishes a listing: only the seller's fields travel, whatever else the given object holds. */
    addListing: (listing: SellerListing) => {
      const { name, description, price, category, brand = '', sku = '', stock, images } = listing;
      const { tags = [], specifications = [], isActive = true, isFeatured = false } = listing;
      return call('addListing', { name, description, price, category, brand, sku, stock, images, tags, specifications, isActive, isFeatured });
    },
    /** The seller's own listings, newest first. */
    listMyListings: () => call('listMyListings'),
    /**
     * Changes a listing of the seller's: only the editable fields the patch gives travel, so two edits of
     * different fields both land. Resolves to the listing as it now stands.
     */
    updateListing: (id: string, patch: ListingPatch) => {
      const { price, stock, description, images, isActive } = patch;
      const given = Object.entries({ price, stock, description, images, isActive }).filter(([, value]) => value !== undefined);
      return call('updateListing', { id, ...Object.fromEntries(given) });
    },
  };
}

export type ListingCalls = ReturnType<typeof listingCalls>;
