// Types of generate-catalog.cjs for TypeScript callers (the module itself is plain CommonJS).

export interface Review {
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** ISO timestamp. */
  date: string;
  reviewerName: string;
  reviewerEmail: string;
}

/** A product exactly as DummyJSON shapes it; `brand` is missing on some. */
export interface Product {
  id: number;
  title: string;
  description: string;
  category: string;
  price: number;
  discountPercentage: number;
  rating: number;
  stock: number;
  tags: string[];
  brand?: string;
  sku: string;
  weight: number;
  dimensions: { width: number; height: number; depth: number };
  warrantyInformation: string;
  shippingInformation: string;
  availabilityStatus: 'In Stock' | 'Low Stock' | 'Out of Stock';
  reviews: Review[];
  returnPolicy: string;
  minimumOrderQuantity: number;
  meta: { createdAt: string; updatedAt: string; barcode: string; qrCode: string };
  /** Paths relative to the service (`/product-images/{category}/{id}/{n}.svg`); the server makes them absolute. */
  images: string[];
  thumbnail: string;
}

export interface Category {
  slug: string;
  name: string;
}

export declare function generateCatalog(options?: { count?: number; seed?: number }): Product[];
/** DummyJSON's 24 categories, in its order. */
export declare const CATEGORIES: Category[];
export declare function categoryName(slug: string): string;
export declare function categoryWords(slug: string): { slug: string; name: string; hue: number; glyph: string } | undefined;
export declare const QR_CODE_PATH: string;
/** Stock from 1 to this is 'Low Stock'. */
export declare const LOW_STOCK_MAX: number;
