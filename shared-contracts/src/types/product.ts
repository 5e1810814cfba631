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

