import { isNewByStock, productSlug } from 'shared-contracts/domain';
import type { Listing } from 'shared-contracts';
import type { ListingInput } from 'shared-contracts/schemas';

export const LISTING_ID_PREFIX = 'listing-';

/** A listing's id: the prefix tells an order's line it is a seller's item, not the catalog's. */
export const listingId = (autoId: string) => `${LISTING_ID_PREFIX}${autoId}`;
export const isListingId = (id: string) => id.startsWith(LISTING_ID_PREFIX);

/**
 * The listing as the shop shows it, built by the server from what the seller sent: shaped like a
 * catalog product so cards, search and filters treat it alike. Rating, reviews and slug are ours.
 */
export function listingProduct(input: ListingInput, id: string, sellerId: string, createdAt: number): Listing & Record<string, unknown> {
  return {
    id,
    name: input.name.replace(/\s+/g, ' '),
    image: input.images[0] ?? '',
    images: input.images,
    price: input.price,
    description: input.description,
    details: [
      `Brand: ${input.brand || 'Unbranded'}`,
      `Stock available: ${input.stock}`,
      'Rating: 0 stars',
      `Category: ${input.category}`,
      ...input.specifications.map((s) => `${s.key}: ${s.value}`),
    ],
    rating: 0,
    reviewCount: 0,
    isNew: isNewByStock(input.stock),
    isFeatured: input.isFeatured,
    category: input.category,
    stock: input.stock,
    discountPercentage: 0,
    slug: productSlug(input.name),
    sellerId,
    ...(input.brand ? { brand: input.brand } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    tags: input.tags,
    specifications: input.specifications,
    isActive: input.isActive,
    createdAt,
  };
}
