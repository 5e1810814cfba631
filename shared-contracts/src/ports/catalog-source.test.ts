import type { Product } from '../types/product';
import { createMemoryCatalog } from './catalog-source';

const product = (n: number, extra: Partial<Product> = {}): Product => ({
  id: String(n),
  name: `Product ${n}`,
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
  slug: `product-${n}`,
  sellerId: '000000',
  ...extra,
});
const products = Array.from({ length: 40 }, (_, i) => product(i + 1));

describe('createMemoryCatalog', () => {
  const catalog = createMemoryCatalog(products);

  it('lists 30 products by default, with the DummyJSON envelope', async () => {
    const page = await catalog.list();
    expect(page).toMatchObject({ total: 40, skip: 0, limit: 30 });
    expect(page.products.map((p) => p.id)).toEqual(products.slice(0, 30).map((p) => p.id));
  });

  it('pages with limit and skip', async () => {
    const page = await catalog.list({ limit: 12, skip: 24 });
    expect(page).toMatchObject({ total: 40, skip: 24, limit: 12 });
    expect(page.products.map((p) => p.id)).toEqual(['25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36']);
    expect((await catalog.list({ limit: 12, skip: 36 })).products).toHaveLength(4);
  });

  it('gives every product for limit 0', async () => {
    expect((await catalog.list({ limit: 0 })).products).toHaveLength(40);
  });

  it('gets a product by id, or null when it does not exist', async () => {
    expect(await catalog.get('7')).toEqual(products[6]);
    expect(await catalog.get('999')).toBeNull();
  });

  it('searches names and descriptions, ignoring case', async () => {
    const special = createMemoryCatalog([
      product(1, { name: 'Wireless Headphones' }),
      product(2, { description: 'Great HEADPHONES for travel' }),
      product(3, { name: 'Office Chair' }),
    ]);
    const result = await special.search('headphones');
    expect(result.products.map((p) => p.id)).toEqual(['1', '2']);
    expect(result.total).toBe(2);
    expect((await special.search('nothing like it')).products).toEqual([]);
  });

  it('lists the distinct categories', async () => {
    expect(await catalog.categories()).toEqual(['watches', 'sunglasses']);
  });
});
