import type { Product } from 'shared-contracts';
import type { ProductRecord } from './upsert-products';

/** A Product of a test's catalog as the index keeps it, at `order` in the catalog. */
export function recordOfProduct(product: Product, order: number, more: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: product.id,
    source: 'catalog',
    name: product.name,
    category: product.category,
    ...(product.brand ? { brand: product.brand } : {}),
    image: product.image,
    price: product.price,
    ...(product.discountPrice === undefined ? {} : { discountPrice: product.discountPrice }),
    discountPercentage: product.discountPercentage,
    baseRating: product.rating,
    baseReviewCount: product.reviewCount,
    stock: product.stock,
    isFeatured: product.isFeatured === true,
    isActive: true,
    sellerId: product.sellerId,
    createdAt: 0,
    catalogOrder: order,
    detail: { description: product.description, images: product.images },
    ...more,
  };
}
