import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CATEGORIES, generateCatalog, LOW_STOCK_MAX, type Product } from './generate-catalog';

/** DummyJSON's real product table: present beside the repo on the team's machines, absent in a fresh clone. */
const FIXTURE = resolve(__dirname, '../../../shared/fixtures/dummyjson/products.json');
const fixtures: Record<string, unknown>[] | null = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : null;
if (!fixtures) console.log(`DummyJSON fixtures not found at ${FIXTURE}: shape comparison skipped.`);

const catalog = generateCatalog();
const slugOf = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');
const inCategory = (slug: string) => catalog.filter((p) => p.category === slug);

describe('generateCatalog', () => {
  it('always carries the products the home page and collections link to', () => {
    for (const [count, seed] of [[30, 1], [200, 7], [2000, 3]] as const) {
      const titles = generateCatalog({ count, seed }).map((p) => p.title.toLowerCase());
      for (const query of ['winter jacket', 'office chair', 'wireless headphones', 'summer', 'classic', 'bamboo']) {
        expect(titles.some((t) => t.includes(query))).toBe(true);
      }
    }
  });

  it('gives the same catalog for the same count and seed, and another for another seed', () => {
    expect(generateCatalog({ count: 200, seed: 1 })).toEqual(catalog);
    const other = generateCatalog({ count: 200, seed: 2 });
    expect(other.map((p) => p.title)).not.toEqual(catalog.map((p) => p.title));
    expect(other[0]?.meta.createdAt).not.toBe(catalog[0]?.meta.createdAt);
  });

  it('makes 200 products by default with ids 1..200 and unique titles (and so unique slugs)', () => {
    expect(catalog).toHaveLength(200);
    expect(catalog.map((p) => p.id)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(catalog.map((p) => slugOf(p.title))).size).toBe(200);
  });

  it("covers DummyJSON's 24 categories", () => {
    expect(CATEGORIES).toHaveLength(24);
    expect(CATEGORIES).toContainEqual({ slug: 'home-decoration', name: 'Home Decoration' });
    expect(CATEGORIES).toContainEqual({ slug: 'mens-shirts', name: 'Mens Shirts' });
    expect(new Set(catalog.map((p) => p.category))).toEqual(new Set(CATEGORIES.map((c) => c.slug)));
  });

  it('leaves the brand out on some products, as DummyJSON does', () => {
    const missing = catalog.filter((p) => !('brand' in p)).length / catalog.length;
    expect(missing).toBeGreaterThanOrEqual(0.3);
    expect(missing).toBeLessThanOrEqual(0.7);
    expect(catalog.every((p) => !('brand' in p) || (typeof p.brand === 'string' && p.brand.length > 0))).toBe(true);
  });

  it('keeps stock within 0..100 with some sold out, and the availability status to match', () => {
    expect(catalog.every((p) => Number.isInteger(p.stock) && p.stock >= 0 && p.stock <= 100)).toBe(true);
    expect(catalog.some((p) => p.stock === 0)).toBe(true);
    for (const p of catalog) {
      const expected = p.stock === 0 ? 'Out of Stock' : p.stock <= LOW_STOCK_MAX ? 'Low Stock' : 'In Stock';
      expect(p.availabilityStatus).toBe(expected);
    }
  });

  it('prices in whole naira, in ranges a Nigerian shopper would expect per category', () => {
    expect(catalog.every((p) => Number.isInteger(p.price) && p.price >= 100)).toBe(true);
    const groceries = inCategory('groceries').map((p) => p.price);
    // Groceries from a few hundred naira, a few thousand at most.
    expect(Math.min(...groceries)).toBeLessThan(500);
    expect(groceries.filter((price) => price < 1000).length).toBeGreaterThanOrEqual(groceries.length / 3);
    expect(Math.max(...groceries)).toBeLessThanOrEqual(5_000);
    for (const p of inCategory('laptops')) expect(p.price).toBeGreaterThanOrEqual(100_000);
    expect(Math.min(...inCategory('vehicle').map((p) => p.price))).toBeGreaterThanOrEqual(4_500_000);
    expect(Math.max(...catalog.map((p) => p.price))).toBeLessThanOrEqual(12_500_000);
  });

  it('never gives a discount that rounds away to the same whole-naira price', () => {
    for (const p of catalog) expect(Math.round(p.price * (1 - p.discountPercentage / 100))).toBeLessThan(p.price);
  });

  it('gives ratings from 1 to 5 and discounts under 20 percent, with two decimals', () => {
    for (const p of catalog) {
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 100) / 100).toBe(p.rating);
      expect(p.discountPercentage).toBeGreaterThan(0);
      expect(p.discountPercentage).toBeLessThanOrEqual(20);
    }
  });

  it('gives 0 to 5 reviews each, with a rating, comment, date and reviewer', () => {
    const counts = new Set(catalog.map((p) => p.reviews.length));
    expect([...counts].every((n) => n >= 0 && n <= 5)).toBe(true);
    expect(counts.has(0)).toBe(true);
    for (const review of catalog.flatMap((p) => p.reviews)) {
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.comment).toMatch(/\w/);
      expect(review.comment).not.toContain('{noun}');
      expect(new Date(review.date).toISOString()).toBe(review.date);
      expect(review.reviewerName).toMatch(/^\S+ \S+$/);
      expect(review.reviewerEmail).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
    }
  });

  it('gives 1 to 4 images and a thumbnail as paths relative to the service', () => {
    for (const p of catalog) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(4);
      p.images.forEach((src, i) => expect(src).toBe(`/product-images/${p.category}/${p.id}/${i + 1}.svg`));
      expect(p.thumbnail).toBe(`/product-images/${p.category}/${p.id}/thumbnail.svg`);
    }
  });

  it('derives dates from the seed, not the clock', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(0);
    const random = jest.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    try {
      expect(generateCatalog({ count: 30, seed: 7 })).toEqual(generateCatalog({ count: 30, seed: 7 }));
    } finally {
      now.mockRestore();
      random.mockRestore();
    }
    for (const p of catalog) expect(p.meta.updatedAt >= p.meta.createdAt).toBe(true);
  });

  it('gives unique SKUs and valid 13-digit barcodes', () => {
    expect(new Set(catalog.map((p) => p.sku)).size).toBe(catalog.length);
    for (const { meta } of catalog) {
      expect(meta.barcode).toMatch(/^\d{13}$/);
      const digits = [...meta.barcode].map(Number);
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 ? 3 : 1), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[12]);
    }
  });

  it('generates any count: none, fewer than the categories, and 10,000 with unique titles', () => {
    expect(generateCatalog({ count: 0 })).toEqual([]);
    expect(new Set(generateCatalog({ count: 10 }).map((p) => p.category)).size).toBe(10);
    const big = generateCatalog({ count: 10_000 });
    expect(big).toHaveLength(10_000);
    expect(big[9_999]?.id).toBe(10_000);
    expect(new Set(big.map((p) => slugOf(p.title))).size).toBe(10_000);
    expect(() => generateCatalog({ count: -1 })).toThrow(RangeError);
  });

  (fixtures ? describe : describe.skip)("against DummyJSON's real products", () => {
    const real = fixtures ?? [];
    const keysOf = (item: object) => Object.keys(item).filter((k) => k !== 'brand');

    it('has every key a DummyJSON product has, in the same order', () => {
      const realKeys = keysOf(real[0] ?? {});
      for (const p of catalog) expect(keysOf(p)).toEqual(realKeys);
      expect(Object.keys(catalog[0]?.reviews[0] ?? {})).toEqual(Object.keys((real[0] as unknown as Product).reviews[0] ?? {}));
      expect(Object.keys(catalog[0]?.meta ?? {})).toEqual(Object.keys((real[0] as unknown as Product).meta));
      expect(Object.keys(catalog[0]?.dimensions ?? {})).toEqual(Object.keys((real[0] as unknown as Product).dimensions));
    });

    it('uses the same category slugs and the same availability, warranty, shipping and return wordings', () => {
      const realProducts = real as unknown as Product[];
      expect(new Set(CATEGORIES.map((c) => c.slug))).toEqual(new Set(realProducts.map((p) => p.category)));
      for (const field of ['availabilityStatus', 'warrantyInformation', 'shippingInformation', 'returnPolicy'] as const) {
        const known = new Set(realProducts.map((p) => p[field]));
        for (const p of catalog) expect(known).toContain(p[field]);
      }
    });

    it('copies no product text from DummyJSON', () => {
      const realTitles = new Set((real as unknown as Product[]).map((p) => p.title.toLowerCase()));
      const realDescriptions = new Set((real as unknown as Product[]).map((p) => p.description));
      for (const p of catalog) {
        expect(realTitles.has(p.title.toLowerCase())).toBe(false);
        expect(realDescriptions.has(p.description)).toBe(false);
      }
    });
  });
});
