import { catalogPrice } from 'shared-contracts/core';
import type { ProductRecord } from './upsert-products';

/** The seller of the catalog's own products: the shop itself, whose staff act for it. */
export const CATALOG_SELLER_ID = '000000';
const DEFAULT_CATEGORY = 'uncategorized';

/** DummyJSON's product as it crosses the wire (the local catalog service gives the same shape). */
export interface DummyProduct {
  id: number | string;
  title: string;
  description?: string;
  category?: string;
  price: number;
  discountPercentage?: number;
  rating?: number;
  stock?: number;
  brand?: string;
  tags?: string[];
  thumbnail?: string;
  images?: string[];
  reviews?: { rating: number; comment: string; date: string; reviewerName: string }[];
  meta?: { createdAt?: string };
}

/**
 * A number in [0, range) derived from a text (FNV-1a): what the spec draws at random (review counts,
 * featured) is instead the same for a product on every visit, in every import.
 */
export function stableNumber(text: string, range: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % range;
}

/** SPEC §3's mapping of a catalog product, at `order` in the catalog; null for one the shop cannot sell. */
export function catalogRecord(raw: DummyProduct, order: number): ProductRecord | null {
  if (typeof raw.price !== 'number' || !(raw.price > 0) || typeof raw.title !== 'string' || !raw.title.trim()) return null;
  const id = String(raw.id);
  const images = (raw.images ?? []).filter((url) => typeof url === 'string' && url !== '');
  const created = Date.parse(raw.meta?.createdAt ?? '');
  return {
    id,
    source: 'catalog',
    name: raw.title.trim(),
    category: raw.category || DEFAULT_CATEGORY,
    ...(raw.brand?.trim() ? { brand: raw.brand.trim() } : {}),
    image: raw.thumbnail || images[0] || '',
    ...catalogPrice(raw.price, raw.discountPercentage ?? 0),
    discountPercentage: raw.discountPercentage ?? 0,
    baseRating: Math.min(5, Math.max(0, raw.rating ?? 0)),
    // The spec draws the review count at random; derived from the id, it is the same everywhere.
    baseReviewCount: 10 + stableNumber(`reviews:${id}`, 990),
    stock: Math.max(0, Math.floor(raw.stock ?? 0)),
    isFeatured: stableNumber(`featured:${id}`, 100) < 30,
    isActive: true,
    sellerId: CATALOG_SELLER_ID,
    createdAt: Number.isFinite(created) ? created : 0,
    catalogOrder: order,
    detail: {
      description: raw.description ?? '',
      images,
      ...(Array.isArray(raw.tags) ? { tags: raw.tags.filter((tag) => typeof tag === 'string') } : {}),
      ...(raw.reviews
        ? { reviews: raw.reviews.map(({ rating, comment, date, reviewerName }) => ({ rating, comment, date, reviewerName })) }
        : {}),
    },
  };
}
