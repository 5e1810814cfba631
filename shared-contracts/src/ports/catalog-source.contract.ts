import type { CatalogSource } from './catalog-source';

/**
 * The behaviour every CatalogSource adapter owes the screens, whatever products it holds
 * (at least 31, so paging shows). Call it inside a describe of the adapter's own test file.
 */
export function catalogSourceContract(source: () => CatalogSource) {
  it('pages like DummyJSON: 30 by default, limit and skip, limit 0 for all', async () => {
    const first = await source().list();
    expect(first.skip).toBe(0);
    expect(first.products).toHaveLength(30);
    expect(first.limit).toBe(30);
    expect(first.total).toBeGreaterThan(30);
    const second = await source().list({ limit: 5, skip: 3 });
    expect(second.products.map((p) => p.id)).toEqual(first.products.slice(3, 8).map((p) => p.id));
    const all = await source().list({ limit: 0 });
    expect(all.products).toHaveLength(first.total);
  });

  it('gets a product by id, and null for an id that does not exist', async () => {
    const [, product] = (await source().list({ limit: 2 })).products;
    expect(await source().get(product!.id)).toMatchObject({ id: product!.id, name: product!.name });
    expect(await source().get('999999999')).toBeNull();
  });

  it('finds a product by its slug, and null for a slug that does not exist', async () => {
    const product = (await source().list({ limit: 10 })).products[7]!;
    expect(await source().bySlug(product.slug)).toMatchObject({ id: product.id, slug: product.slug });
    expect(await source().bySlug('no-such-product-anywhere')).toBeNull();
  });

  it('searches names ignoring case', async () => {
    const product = (await source().list({ limit: 1, skip: 4 })).products[0]!;
    const word = product.name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = await source().search(word.toUpperCase());
    expect(found.products.map((p) => p.id)).toContain(product.id);
    expect(found.total).toBe(found.products.length);
    expect((await source().search('zzqx-nothing-like-it')).products).toEqual([]);
  });

  it('lists each category once, covering every product', async () => {
    const categories = await source().categories();
    expect(new Set(categories).size).toBe(categories.length);
    const { products } = await source().list({ limit: 0 });
    for (const p of products) expect(categories).toContain(p.category);
  });

  it('gives products in the shop shape', async () => {
    for (const p of (await source().list({ limit: 0 })).products) {
      expect(typeof p.id).toBe('string');
      expect(p.name).toEqual(expect.any(String));
      expect(p.slug).toBe(p.slug.toLowerCase());
      expect(p.price).toBeGreaterThan(0);
      if (p.discountPrice !== undefined) expect(p.discountPrice).toBeLessThanOrEqual(p.price);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.category).not.toBe('');
      expect(p.sellerId).not.toBe('');
    }
  });
}
