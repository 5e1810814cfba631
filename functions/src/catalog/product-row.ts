import { isNewByStock } from 'shared-contracts/core';
import type { Product, ProductReview } from 'shared-contracts';

/** What the product's page alone shows, kept beside the row (a listing's own fields included). */
export interface ProductDetail {
  description?: string;
  images?: string[];
  /** The catalog's own reviews (DummyJSON carries a few per product). */
  reviews?: ProductReview[];
  sku?: string;
  tags?: string[];
  specifications?: { key: string; value: string }[];
  /** A listing's: it has been on sale. Written when its seller puts it on or off sale; until then, is_active says it. */
  wasOnSale?: boolean;
}

/** The columns a card needs, as every listing query selects them. */
/** What a product can still sell: its stock less what is sold and what unpaid orders hold now (stock/). */
export const AVAILABLE = `greatest(0, products.stock - products.sold - coalesce((select sum(r.quantity) from reservations r
  where r.product_id = products.id and r.state = 'held' and r.expires_at > now()), 0))::int`;

export const SUMMARY_COLUMNS = `id, slug, name, category, brand, image, price_kobo::float8 as price_kobo,
  discount_price_kobo::float8 as discount_price_kobo, discount_percentage, rating,
  (base_review_count + review_count) as review_count, ${AVAILABLE} as stock, is_featured, seller_id`;

/** A product page's columns: the card's, and its detail. */
export const PRODUCT_COLUMNS = `${SUMMARY_COLUMNS}, detail, is_active, extract(epoch from created_at) * 1000 as created_ms`;

export interface SummaryRow {
  id: string;
  slug: string;
  name: string;
  category: string;
  brand: string | null;
  image: string;
  price_kobo: number;
  discount_price_kobo: number | null;
  discount_percentage: number;
  rating: number;
  review_count: number;
  stock: number;
  is_featured: boolean;
  seller_id: string;
}

export interface ProductRow extends SummaryRow {
  detail: ProductDetail;
  is_active: boolean;
  created_ms: number | string;
}

const naira = (kobo: number) => kobo / 100;

/** A card's product: what the listing shows, with nothing of the page's detail. */
export function summaryOf(row: SummaryRow): Product {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    images: [],
    price: naira(row.price_kobo),
    ...(row.discount_price_kobo === null ? {} : { discountPrice: naira(row.discount_price_kobo) }),
    description: '',
    details: [],
    rating: row.rating,
    reviewCount: row.review_count,
    isNew: isNewByStock(row.stock),
    isFeatured: row.is_featured,
    category: row.category,
    stock: row.stock,
    discountPercentage: row.discount_percentage,
    slug: row.slug,
    sellerId: row.seller_id,
    ...(row.brand ? { brand: row.brand } : {}),
  };
}

/** A product's page: the card's fields, its pictures and description, and the details list as it stands now. */
export function productOf(row: ProductRow): Product {
  const detail = row.detail ?? {};
  const rating = Math.round(row.rating * 100) / 100;
  return {
    ...summaryOf(row),
    images: detail.images ?? [],
    description: detail.description ?? '',
    details: [
      `Brand: ${row.brand ?? 'Unbranded'}`,
      `Stock available: ${row.stock}`,
      `Rating: ${rating} stars`,
      `Category: ${row.category}`,
      ...(detail.specifications ?? []).map((s) => `${s.key}: ${s.value}`),
    ],
    ...(detail.reviews ? { reviews: detail.reviews } : {}),
  };
}

/** SPEC §5's search text: the name, the category, the price text and the discount price text, lower case. */
export function searchText(product: { name: string; category: string; price: number; discountPrice?: number | null }): string {
  return [product.name, product.category].join('\n').toLowerCase() + '\n' + priceSearchText(product);
}

/** The search text's last two lines: the price text and the discount price text (digits: no case). */
export function priceSearchText(product: { price: number; discountPrice?: number | null }): string {
  const discount = product.discountPrice == null ? '' : String(product.discountPrice);
  return [String(product.price), discount].join('\n');
}

/**
 * SQL for a row's search text with new price lines (`priceParam` holds priceSearchText): the name and
 * category lines are kept as they are, so one statement changes a price without reading the row.
 */
export const searchTextWithPrices = (priceParam: string) =>
  `regexp_replace(search_text, E'\\n[^\\n]*\\n[^\\n]*$', '') || E'\\n' || ${priceParam}`;
