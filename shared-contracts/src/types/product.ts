/** SPEC §3 Product, the shop's own shape (foreign shapes are reshaped at the adapter). */
export interface Product {
  id: string;
  name: string;
  image: string;
  images: string[];
  /** Naira, whole units as the catalog gives them. */
  price: number;
  discountPrice?: number;
  description: string;
  details: string[];
  /** 0 to 5. */
  rating: number;
  reviewCount: number;
  isNew: boolean;
  category: string;
  stock: number;
  discountPercentage: number;
  slug: string;
  sellerId: string;
  brand?: string;
  /** Stable per product (derived, never random), so the 'Featured' sort is the same on every visit. */
  isFeatured?: boolean;
  /** Shoppers' reviews as the catalog gives them (DummyJSON carries a few per product). */
  reviews?: ProductReview[];
}

export interface ProductReview {
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** ISO timestamp. */
  date: string;
  reviewerName: string;
}

/**
 * SPEC §3 Category summary, as the categories page shows it: the catalog endpoint's CatalogCategory with
 * the remote's own description. Without its products since 2.1 (the endpoint counts them; none is fetched).
 */
export interface CategorySummary {
  name: string;
  count: number;
  image: string;
  description: string;
  averagePrice: number;
  topBrands: string[];
}

/** SPEC §3 Collection. */
export interface Collection {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Beyond the spec: the listing search the card's Shop Now opens. */
  query: string;
}

/** SPEC §3 Banner slide. */
export interface BannerSlide {
  id: string;
  title: string;
  subtitle: string;
  buttonText: string;
  image: string;
  imageAlt: string;
  bgColor: string;
  layout: 'left' | 'right';
  /** Beyond the spec: where the slide's button leads. */
  href: string;
}
