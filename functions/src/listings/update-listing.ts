import { randomBytes } from 'node:crypto';
import type { Listing } from 'shared-contracts';
import type { ListingUpdate } from 'shared-contracts/schemas';
import { updateListingRow } from '../catalog/update-listing-row';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import type { ImageStore } from '../images/image-store';
import { readListing, type ListingDeps } from './listing-handlers';
import { checkListingPictures } from './listing-pictures';
import { isListingId } from './listing-product';

/** The one answer for another seller's listing and for none at all: whether it exists is not told. */
export const NO_SUCH_LISTING = 'No such listing';

const noSuchListing = () => new Refusal('not-found', NO_SUCH_LISTING);

/**
 * A seller changes their listing (issue 29): price, stock, description, pictures, on sale or not; name,
 * category and slug stay, so its page keeps its address. Pictures follow addListing's rules, and new
 * ones are stored under new addresses (a stored picture is cached for a year under its own) only once
 * the listing is known to be the caller's. The write is one statement on the caller's own row
 * (updateListingRow); it answers the listing as it now stands.
 */
export async function updateListing(deps: ListingDeps & { images: ImageStore }, caller: SignedInCaller, update: ListingUpdate): Promise<Listing> {
  const { id, images: sent, ...change } = update;
  if (!isListingId(id)) throw noSuchListing();
  const pictures = sent && checkListingPictures(deps.images, sent);
  const pool = await deps.catalog();
  if (pictures?.fresh && !(await isSellersListing(deps, caller.uid, id))) throw noSuchListing();
  const images = pictures && (await pictures.store(`${id}-${randomBytes(6).toString('hex')}`));
  const changed = await updateListingRow(pool, caller.uid, id, { ...change, ...(images ? { images } : {}) });
  if (!changed) throw noSuchListing();
  const listing = await readListing(deps, id);
  if (!listing) throw new Error(`Listing ${id} was updated but cannot be read`);
  return listing;
}

/** Whether this listing is this seller's: asked before storing pictures a stranger sent, so none are. */
async function isSellersListing(deps: ListingDeps, sellerId: string, id: string): Promise<boolean> {
  const listing = await readListing(deps, id);
  return listing?.sellerId === sellerId;
}
