import { isListingActive, newestFirst } from 'shared-contracts/domain';
import type { Listing } from 'shared-contracts';
import type { ListingInput } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { listingId, listingProduct } from './listing-product';

const listings = (deps: Deps) => deps.db.collection(COLLECTIONS.listings);

/** Publishes the caller's item (a draft when inactive); the seller is always the caller. */
export async function addListing(deps: Deps, caller: SignedInCaller, input: ListingInput): Promise<Listing> {
  const ref = listings(deps).doc(listingId(listings(deps).doc().id));
  const listing = listingProduct(input, ref.id, caller.uid, deps.now());
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
