import { ServerCallError, usePlatform, useSession, useToast, type Listing, type ListingPatch } from 'shared-contracts';
import { listingSaleState } from './listing-edit';
import { listingCalls } from '../server/listing-calls';
import { MY_LISTINGS_TEXTS as T } from './my-listings-texts';

/** What a seller may do with a listing of theirs; each says in a toast how it went and resolves whether it did. */
export interface ListingChanges {
  save(listing: Listing, patch: ListingPatch): Promise<boolean>;
  /** Takes it off sale, or puts it on sale (a draft, or one taken off before). */
  toggleSale(listing: Listing): Promise<boolean>;
}

/** The server's reason ('price: must be at least 1', 'No such listing'), or that it could not be reached. */
const reasonOf = (error: unknown) => (error instanceof ServerCallError && error.code !== 'unavailable' ? error.message : T.unreachable);

/**
 * The seller's changes to their listings (issue 29) through the shop's server, `reload` after each that
 * went through. Undefined for a visitor signed out, so no change is offered there.
 */
export function useListingChanges(reload: () => void): ListingChanges | undefined {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  const toast = useToast();
  if (!uid) return undefined;
  const { updateListing } = listingCalls(callServer);
  return {
    async save(listing, patch) {
      try {
        await updateListing(listing.id, patch);
      } catch (error) {
        toast('error', T.saveFailed(reasonOf(error)));
        return false;
      }
      toast('success', T.updated);
      reload();
      return true;
    },
    async toggleSale(listing) {
      const state = listingSaleState(listing);
      const putOn = state !== 'on-sale';
      try {
        await updateListing(listing.id, { isActive: putOn });
      } catch (error) {
        toast('error', (putOn ? T.putOnSaleFailed : T.takeOffSaleFailed)(listing.name, reasonOf(error)));
        return false;
      }
      toast('success', putOn ? (state === 'draft' ? T.onSale : T.onSaleAgain)(listing.name) : T.offSale(listing.name));
      reload();
      return true;
    },
  };
}
