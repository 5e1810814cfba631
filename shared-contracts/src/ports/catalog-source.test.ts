import type { Product } from '../types/product';
import { createMemoryCatalog } from './catalog-source';
import { catalogSourceContract } from './catalog-source.contract';

const product = (n: number): Product => ({
  id: String(n),
  name: `Product ${n} ${n % 2 ? 'Watch' : 'Sunglasses'}`,
  image: '',
  images: [],
  price: 1000 + n,
  description: `Description ${n}`,
  details: [],
  rating: 4,
  reviewCount: 10,
  isNew: false,
  category: n % 2 ? 'watches' : 'sunglasses',
  stock: 5,
  discountPercentage: 0,
  slug: `product-${n}-${n % 2 ? 'watch' : 'sunglasses'}`,
  sellerId: '000000',
});

describe('createMemoryCatalog', () => {
  const catalog = createMemoryCatalog(Array.from({ length: 40 }, (_, i) => product(i + 1)));
  catalogSourceContract(() => catalog);

  it('searches descriptions too', async () => {
    const special = createMemoryCatalog([{ ...product(1), description: 'Great HEADPHONES for travel' }, product(2)]);
    expect((await special.search('headphones')).products.map((p) => p.id)).toEqual(['1']);
  });
});
