import { sampleProduct } from '../testing/sample-product';
import { createMemoryCatalog } from './memory-catalog-source';
import { catalogSourceContract } from './catalog-source.contract';

const product = (n: number) =>
  sampleProduct(n, {
    name: `Product ${n} ${n % 2 ? 'Watch' : 'Sunglasses'}`,
    price: 1000 + n,
    description: `Description ${n}`,
    rating: 4,
    reviewCount: 10,
    category: n % 2 ? 'watches' : 'sunglasses',
    stock: 5,
  });

describe('createMemoryCatalog', () => {
  const catalog = createMemoryCatalog(Array.from({ length: 40 }, (_, i) => product(i + 1)));
  catalogSourceContract(() => catalog);

  it('searches descriptions too', async () => {
    const special = createMemoryCatalog([{ ...product(1), description: 'Great HEADPHONES for travel' }, product(2)]);
    expect((await special.search('headphones')).products.map((p) => p.id)).toEqual(['1']);
  });
});
