import { randomBytes } from 'node:crypto';
import type { Listing } from 'shared-contracts';
import type { ListingInput } from 'shared-contracts/schemas';
import { productOf, type ProductRow } from '../catalog/product-row';
import type { ProductRecord } from '../catalog/upsert-products';

export const LISTING_ID_PREFIX = 'listing-';
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new listing's id: the prefix tells an order's line it is a seller's item, not the catalog's. */
export function newListingId(): string {
  const bytes = randomBytes(20);
  return LISTING_ID_PREFIX + Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

export const isListingId = (id: string) => id.startsWith(LISTING_ID_PREFIX);

/**
 * Listings follow the catalog's own products in the catalog's order, newest first: an order just past
 * any catalog's (the safe integers are far beyond both).
 */
export const listingOrder = (createdAt: number) => 2 ** 52 - createdAt;

/**
 * The listing as the index keeps it, built by the server from what the seller sent: shaped like a
 * catalog product so cards, search and filters treat it alike. Rating and reviews are the shop's.
 */
export function listingRecord(input: ListingInput, id: string, sellerId: string, createdAt: number): ProductRecord {
  return {
    id,
    source: 'listing',
    name: input.name.replace(/\s+/g, ' '),
    category: input.category,
    ...(input.brand ? { brand: input.brand } : {}),
    image: input.images[0] ?? '',
    price: input.price,
    discountPercentage: 0,
    baseRating: 0,
    baseReviewCount: 0,
    stock: input.stock,
    isFeatured: input.isFeatured,
    isActive: input.isActive,
    sellerId,
    createdAt,
    catalogOrder: listingOrder(createdAt),
    detail: {
      description: input.description,
      images: input.images,
      tags: input.tags,
      specifications: input.specifications,
      ...(input.sku ? { sku: input.sku } : {}),
    },
  };
}

/** A listing as its seller manages it: the product page's fields, its own, and whether it is on sale. */
export function listingOf(row: ProductRow): Listing & Record<string, unknown> {
  const detail = row.detail ?? {};
  return {
    ...productOf(row),
    sellerId: row.seller_id,
    createdAt: Number(row.created_ms),
    isActive: row.is_active,
    wasOnSale: detail.wasOnSale ?? row.is_active,
    tags: detail.tags ?? [],
    specifications: detail.specifications ?? [],
    ...(detail.sku ? { sku: detail.sku } : {}),
  };
}
