import type { Listing, ListingPatch } from 'shared-contracts';
import { itemProblem, parseAmount, type NewItemImage, type NewItemProblem } from '../shared/new-item';

// Issue 29: a seller edits their listing's price, stock, description and pictures, and takes it off
// sale or puts it on sale. Its name and category stay, so its page keeps its address.

/** The edit form as the dialog holds it: the fields as typed, the pictures as the image field keeps them. */
export interface ListingEditDraft {
  price: string;
  stock: string;
  description: string;
  images: NewItemImage[];
}

/** The fields an edit checks, in the spec's order (SPEC §5 New item). */
export const LISTING_EDIT_FIELDS = ['description', 'price', 'stock', 'images'] as const;

export type ListingEditField = (typeof LISTING_EDIT_FIELDS)[number];

/** A listing's pictures: its list, or its one picture when it has no list. */
const picturesOf = (listing: Listing) => (listing.images.length > 0 ? listing.images : listing.image ? [listing.image] : []);

/** The form for a listing as it stands; `pictureName(n)` names its n-th picture (its alt text). */
export function listingEditDraft(listing: Listing, pictureName: (n: number) => string): ListingEditDraft {
  return {
    price: String(listing.price),
    stock: String(listing.stock),
    description: listing.description,
    images: picturesOf(listing).map((src, i) => ({ id: `saved-${i + 1}`, name: pictureName(i + 1), src })),
  };
}

/** SPEC §5's messages for the fields an edit has: the first failing check, or null. */
export function validateListingEdit(draft: ListingEditDraft): (NewItemProblem & { field: ListingEditField }) | null {
  return itemProblem(draft, LISTING_EDIT_FIELDS) as (NewItemProblem & { field: ListingEditField }) | null;
}

/**
 * What the seller changed of a validated form, and nothing else: an edit of the price alone leaves a
 * stock someone else changed meanwhile as it is. Empty when nothing changed.
 */
export function listingEditPatch(listing: Listing, draft: ListingEditDraft): ListingPatch {
  const price = parseAmount(draft.price);
  const stock = Number(draft.stock.trim());
  const description = draft.description.trim();
  const images = draft.images.map((image) => image.src);
  const saved = picturesOf(listing);
  const samePictures = images.length === saved.length && images.every((src, i) => src === saved[i]);
  return {
    ...(price === listing.price ? {} : { price }),
    ...(stock === listing.stock ? {} : { stock }),
    ...(description === listing.description ? {} : { description }),
    ...(samePictures ? {} : { images }),
  };
}

export type ListingSaleState = 'on-sale' | 'off-sale' | 'draft';

/** On sale; off sale (taken off by its seller); or a draft that never was on sale (contracts 2.1 wasOnSale). */
export function listingSaleState(listing: Listing): ListingSaleState {
  if (listing.isActive !== false) return 'on-sale';
  return listing.wasOnSale ? 'off-sale' : 'draft';
}
