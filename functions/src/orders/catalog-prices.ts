import { catalogPrice, unitPrice } from 'shared-contracts/domain';
import { Refusal } from '../http/refusal';
import type { PricedProduct } from './price-source';

/** The seller of the catalog's own products: the shop itself, whose staff act for it. */
export const CATALOG_SELLER_ID = '000000';
const FIELDS = 'title,price,discountPercentage,thumbnail,stock';

interface DummyProduct {
  id: number | string;
  title: string;
  price: number;
  discountPercentage?: number;
  thumbnail?: string;
  stock?: number;
}

/** A catalog product's price now, from the DummyJSON-shaped catalog the shop is configured with. */
export async function catalogProduct(catalogUrl: string, id: string, fetchImpl: typeof fetch = fetch): Promise<PricedProduct | null> {
  const url = `${catalogUrl}/products/${encodeURIComponent(id)}?select=${FIELDS}`;
  let res: Response;
  try {
    res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new Refusal('unavailable', 'The catalog could not be reached. Please try again.');
  }
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw new Refusal('unavailable', 'The catalog could not be reached. Please try again.');
  const raw = (await res.json()) as DummyProduct;
  if (typeof raw.price !== 'number' || !(raw.price > 0)) return null;
  return {
    id: String(raw.id),
    name: raw.title,
    image: raw.thumbnail ?? '',
    unitPrice: unitPrice(catalogPrice(raw.price, raw.discountPercentage)),
    stock: Math.max(0, raw.stock ?? 0),
    sellerId: CATALOG_SELLER_ID,
    forSale: true,
  };
}
