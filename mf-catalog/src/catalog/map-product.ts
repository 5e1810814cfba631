import { catalogPrice, isNewByStock, productSlug, type Product } from 'shared-contracts';
import type { DummyProduct } from './dummyjson-types';
import { stableNumber } from './stable-number';

export const DEFAULT_CATEGORY = 'uncategorized';
export const DEFAULT_SELLER_ID = '000000';

/** SPEC §3 mapping of a DummyJSON product into the shop's Product. */
export function mapProduct(raw: DummyProduct): Product {
  const id = String(raw.id);
  const stock = Math.max(0, raw.stock ?? 0);
  const rating = Math.min(5, Math.max(0, raw.rating ?? 0));
  const category = raw.category || DEFAULT_CATEGORY;
  const brand = raw.brand?.trim() || undefined;
  const discountPercentage = raw.discountPercentage ?? 0;
  const images = (raw.images ?? []).filter(Boolean);
  return {
    id,
    name: raw.title,
    image: raw.thumbnail || images[0] || '',
    images,
    ...catalogPrice(raw.price, discountPercentage),
    description: raw.description ?? '',
    details: [
      `Brand: ${brand ?? 'Unbranded'}`,
      `Stock available: ${stock}`,
      `Rating: ${rating} stars`,
      `Category: ${category}`,
    ],
    rating,
    // The spec draws these at random; derived from the id, a product looks the same everywhere.
    reviewCount: 10 + stableNumber(`reviews:${id}`, 990),
    isNew: isNewByStock(stock),
    isFeatured: stableNumber(`featured:${id}`, 100) < 30,
    category,
    stock,
    discountPercentage,
    slug: productSlug(raw.title),
    sellerId: DEFAULT_SELLER_ID,
    ...(brand ? { brand } : {}),
    ...(raw.reviews
      ? {
          reviews: raw.reviews.map(({ rating, comment, date, reviewerName }) => ({ rating, comment, date, reviewerName })),
        }
      : {}),
  };
}
