import type { Pool, PoolClient } from 'pg';
import { priceSearchText, searchTextWithPrices } from './product-row';
import { priceColumns } from './upsert-products';

/** What a seller may change of their listing's row (issue 29); each field left out stays as it is. */
export interface ListingRowChange {
  /** Whole naira. */
  price?: number;
  /** Units on hand now, besides those sold (which the row keeps counting). */
  stock?: number;
  description?: string;
  /** The pictures' addresses, already stored; the first is the listing's picture. */
  images?: string[];
  isActive?: boolean;
}

/**
 * Changes one seller's listing in ONE statement on its row, never read first: each column is set from
 * the row as it stands when the statement runs, so two edits of different fields at once both land.
 * A new price writes the columns it decides as upsertProducts does (kobo, unit price, the search text's
 * price lines; a listing has no discount). Name, category and slug are not touched: the page keeps its
 * address. The category counters follow through the table's triggers. `wasOnSale` (kept in the detail)
 * tells a listing taken off sale from a draft that never was on sale. Resolves false, changing nothing,
 * when no listing of that id is this seller's.
 */
export async function updateListingRow(db: Pool | PoolClient, sellerId: string, id: string, change: ListingRowChange): Promise<boolean> {
  const price = change.price === undefined ? null : priceColumns({ price: change.price });
  const detail = {
    ...(change.description === undefined ? {} : { description: change.description }),
    ...(change.images === undefined ? {} : { images: change.images }),
  };
  const result = await db.query(
    `update products set
       price_kobo = case when $3::bigint is null then price_kobo else $3::bigint end,
       discount_price_kobo = case when $3::bigint is null then discount_price_kobo else $4::bigint end,
       unit_price = case when $3::bigint is null then unit_price else $5::bigint end,
       search_text = case when $6::text is null then search_text else ${searchTextWithPrices('$6::text')} end,
       stock = coalesce($7::integer + sold, stock),
       image = coalesce($8::text, image),
       is_active = coalesce($9::boolean, is_active),
       detail = detail || $10::jsonb || case when $9::boolean is null then '{}'::jsonb
         else jsonb_build_object('wasOnSale', coalesce((detail->>'wasOnSale')::boolean, is_active) or $9::boolean) end
     where id = $1 and seller_id = $2 and source = 'listing'`,
    [
      id,
      sellerId,
      price?.price_kobo ?? null,
      price?.discount_price_kobo ?? null,
      price?.unit_price ?? null,
      change.price === undefined ? null : priceSearchText({ price: change.price }),
      change.stock ?? null,
      change.images?.[0] ?? null,
      change.isActive ?? null,
      JSON.stringify(detail),
    ],
  );
  return result.rowCount === 1;
}
