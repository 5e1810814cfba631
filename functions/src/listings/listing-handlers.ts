import { isListingActive, newestFirst } from 'shared-contracts/domain';
import type { Listing } from 'shared-contracts';
import type { ListingInput } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import { decodeImageDataUrl } from '../images/image-data-url';
import type { ImageStore } from '../images/image-store';
import { listingId, listingProduct } from './listing-product';

const listings = (deps: Deps) => deps.db.collection(COLLECTIONS.listings);

/**
 * Publishes the caller's item (a draft when inactive); the seller is always the caller. Pictures sent
 * as data are checked and stored with their own address first, so the listing keeps addresses only; a
 * picture from anywhere but the shop's store is refused. A refused picture stores no listing.
 */
export async function addListing(deps: Deps & { images: ImageStore }, caller: SignedInCaller, input: ListingInput): Promise<Listing> {
  const ref = listings(deps).doc(listingId(listings(deps).doc().id));
  const decoded = input.images.map((url, i) => {
    if (!url.startsWith('data:')) {
      if (deps.images.owns(url)) return url;
      throw new Refusal('invalid-argument', `images.${i}: must be a picture uploaded to the shop`);
    }
    const image = decodeImageDataUrl(url);
    if (!image.ok) throw new Refusal('invalid-argument', `images.${i}: ${image.problem}`);
    return image;
  });
  const images = await Promise.all(
    decoded.map((image, i) => (typeof image === 'string' ? image : deps.images.save(`${ref.id}-${i}`, image.bytes, image.contentType))),
  );
  const listing = listingProduct({ ...input, images }, ref.id, caller.uid, deps.now());
  await ref.create(listing);
  return listing;
}

export async function listMyListings(deps: Deps, caller: SignedInCaller): Promise<Listing[]> {
  const snap = await listings(deps).where('sellerId', '==', caller.uid).get();
  return newestFirst(snap.docs.map((d) => d.data() as Listing));
}

/** Every seller's items for sale, newest first: public, a visitor's listing page shows them. */
export async function listListings(deps: Deps): Promise<Listing[]> {
  const snap = await listings(deps).where('isActive', '==', true).get();
  return newestFirst(snap.docs.map((d) => d.data() as Listing).filter(isListingActive));
}

export async function readListing(deps: Deps, id: string): Promise<Listing | null> {
  const snap = await listings(deps).doc(id).get();
  return snap.exists ? (snap.data() as Listing) : null;
}
