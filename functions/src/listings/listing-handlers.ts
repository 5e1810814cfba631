import type { Pool } from 'pg';
import type { Listing } from 'shared-contracts';
import type { ListingInput } from 'shared-contracts/schemas';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/product-row';
import { insertProduct } from '../catalog/upsert-products';
import type { SignedInCaller } from '../http/caller';
import type { ImageStore } from '../images/image-store';
import { checkListingPictures } from './listing-pictures';
import { isListingId, listingOf, listingRecord, newListingId } from './listing-product';

export interface ListingDeps {
  /** The catalog index: listings live there alone, beside the catalog's products. */
  catalog: () => Promise<Pool>;
  now: () => number;
}

/**
 * Publishes the caller's item (a draft when inactive); the seller is always the caller. Pictures sent
 * as data are checked and stored with their own address first, so the listing keeps addresses only; a
 * picture from anywhere but the shop's store is refused. A refused picture stores no listing. Its page
 * is its name's slug (its id for a name with no letter or digit), or, when another product holds that, the
 * slug with a short suffix of its own.
 * The answer is the row its one statement wrote, never a read after it: once the row is written, the
 * caller is told so.
 */
export async function addListing(deps: ListingDeps & { images: ImageStore }, caller: SignedInCaller, input: ListingInput): Promise<Listing> {
  const id = newListingId();
  const pictures = checkListingPictures(deps.images, input.images);
  const pool = await deps.catalog();
  const images = await pictures.store(id);
  return listingOf(await insertProduct(pool, listingRecord({ ...input, images }, id, caller.uid, deps.now())));
}

/** The seller's own listings, newest first, drafts and items off sale included. */
export async function listMyListings(deps: ListingDeps, caller: SignedInCaller): Promise<Listing[]> {
  const { rows } = await (await deps.catalog()).query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products where seller_id = $1 and source = 'listing' order by created_at desc, id`,
    [caller.uid],
  );
  return rows.map(listingOf);
}

/** One listing as it stands (on sale or not), or null. */
export async function readListing(deps: ListingDeps, id: string): Promise<(Listing & Record<string, unknown>) | null> {
  if (!isListingId(id)) return null;
  const { rows } = await (await deps.catalog()).query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where id = $1 and source = 'listing'`, [id]);
  return rows[0] ? listingOf(rows[0]) : null;
}
