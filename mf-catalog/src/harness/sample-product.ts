import { productSlug, type Product } from 'shared-contracts';

/** A Product for tests: plain defaults, the slug following the name, anything overridden. */
export function sampleProduct(id: number, extra: Partial<Product> = {}): Product {
  const name = extra.name ?? `Item ${id}`;
  return {
    id: String(id),
    name,
    image: '',
    images: [],
    price: 100,
    description: '',
    details: [],
    rating: 3,
    reviewCount: 0,
    isNew: false,
    category: 'tops',
    stock: 1,
    discountPercentage: 0,
    slug: productSlug(name),
    sellerId: '000000',
    ...extra,
  };
}
