import { ALL_PRODUCTS, type CatalogQuery } from '../catalog/catalog-query';
import { productSlug } from '../domain/slug';
import type { CatalogCategory, CatalogPage } from '../types/catalog';
import type { Product } from '../types/product';

/** What the listing, the categories page and the product page ask of the catalog. */
export interface CatalogUnderTest {
  page(query: CatalogQuery): Promise<CatalogPage>;
  categories(): Promise<CatalogCategory[]>;
  bySlug(slug: string): Promise<Product | null>;
}

const CATEGORIES = ['beauty', 'laptops', 'home-decoration'] as const;
const HOME_BRANDS: Record<number, string> = { 3: 'beta', 6: 'Alpha', 9: 'Gamma', 12: 'beta', 15: 'Alpha', 18: 'delta' };

/**
 * Thirty products in the catalog's order (ids 1 to 30, none newer than another but by id): three
 * categories in turn, prices of 100 naira a step with every fourth at half price, ratings by fives.
 */
export function contractCatalog(): Product[] {
  return Array.from({ length: 30 }, (_, n) => {
    const i = n + 1;
    const name = i === 4 ? 'Aurora Steel Watch' : i === 7 ? '100% Cotton_Tee' : `Item ${i}`;
    const brand = i % 3 === 1 ? (i <= 10 ? 'Glow' : 'Lumen') : i % 3 === 2 ? 'Zen' : HOME_BRANDS[i];
    const price = i === 4 ? 1299.99 : i * 100;
    const discountPrice = i === 4 ? 1105 : i % 4 === 0 ? i * 50 : undefined;
    return {
      id: String(i),
      name,
      image: i === 1 ? '' : `https://images.test/${i}.png`,
      images: [],
      price,
      ...(discountPrice === undefined ? {} : { discountPrice }),
      description: `About ${name}`,
      details: [],
      rating: (i % 5) + 0.5,
      reviewCount: i * 3,
      isNew: i > 50,
      category: CATEGORIES[(i - 1) % 3]!,
      stock: i,
      discountPercentage: discountPrice === undefined ? 0 : Math.round((1 - discountPrice / price) * 100),
      slug: productSlug(name),
      sellerId: '000000',
      isFeatured: [3, 9, 15, 27].includes(i),
      ...(brand ? { brand } : {}),
    };
  });
}

const ids = (page: CatalogPage) => page.products.map((p) => Number(p.id));

/**
 * The behaviour every catalog owes the screens (SPEC §2, §4, §5, §9), the index on PostgreSQL and the
 * browser's in-memory double alike. `catalog` serves contractCatalog(); call inside the adapter's describe.
 */
export function catalogApiContract(catalog: () => CatalogUnderTest) {
  const ask = (query: Partial<CatalogQuery>) => catalog().page({ ...ALL_PRODUCTS, ...query });

  describe('the listing', () => {
    it('pages by 12: featured first, then the catalog’s order; a page past the end is the last', async () => {
      const first = await ask({});
      expect(ids(first)).toEqual([3, 9, 15, 27, 1, 2, 4, 5, 6, 7, 8, 10]);
      expect(first).toMatchObject({ total: 30, page: 1, pages: 3 });
      expect(ids(await ask({ page: 2 }))).toEqual([11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23]);
      const past = await ask({ page: 9 });
      expect(past).toMatchObject({ page: 3, pages: 3, total: 30 });
      expect(ids(past)).toEqual([24, 25, 26, 28, 29, 30]);
    });

    it('gives a card what it shows: prices with the discount, rating, review count, stock, brand and slug', async () => {
      const [watch] = (await ask({ q: 'aurora' })).products;
      expect(watch).toMatchObject({
        id: '4',
        name: 'Aurora Steel Watch',
        slug: 'aurora-steel-watch',
        price: 1299.99,
        discountPrice: 1105,
        rating: 4.5,
        reviewCount: 12,
        stock: 4,
        isNew: false,
        category: 'beauty',
        brand: 'Glow',
        image: 'https://images.test/4.png',
        sellerId: '000000',
      });
      const [plain] = (await ask({ q: 'item 1', category: 'beauty', page: 1 })).products;
      expect(plain).not.toHaveProperty('discountPrice');
    });

    it('searches names, categories, price text and discount price text, ignoring case (SPEC §5)', async () => {
      expect(ids(await ask({ q: 'ITEM 1' }))).toEqual([15, 1, 10, 11, 12, 13, 14, 16, 17, 18, 19]);
      expect(ids(await ask({ q: 'Steel' }))).toEqual([4]);
      expect(ids(await ask({ q: '1299.99' }))).toEqual([4]);
      expect(ids(await ask({ q: '1105' }))).toEqual([4]);
      expect((await ask({ q: 'LAPTOPS' })).total).toBe(10);
    });

    it('takes a search’s % and _ as the characters they are', async () => {
      expect(ids(await ask({ q: '100%' }))).toEqual([7]);
      expect(ids(await ask({ q: 'n_te' }))).toEqual([7]);
      expect((await ask({ q: '%%' })).total).toBe(0);
    });

    it('finds every word of a search in any order, a plural as its singular, the last word as the start of one (issue 39)', async () => {
      expect(ids(await ask({ q: 'watches' }))).toEqual([4]);
      expect(ids(await ask({ q: 'steel aurora' }))).toEqual([4]);
      expect(ids(await ask({ q: 'auror' }))).toEqual([4]);
    });

    it('says how a search matched, and marks the matched words of each name', async () => {
      const page = await ask({ q: 'aurora', sort: 'relevance' });
      expect(ids(page)).toEqual([4]);
      expect(page.search).toEqual({ matched: 'all', marks: { '4': [[0, 6]] } });
      expect((await ask({})).search).toBeUndefined();
    });

    it('answers the products with the most words when none has them all, and says so', async () => {
      const page = await ask({ q: 'aurora qqqq', sort: 'relevance' });
      expect(ids(page)).toEqual([4]);
      expect(page.search?.matched).toBe('some');
    });

    it('answers an empty page when nothing matches', async () => {
      expect(await ask({ q: 'zzqx-nothing-like-it', page: 4 })).toMatchObject({
        products: [],
        total: 0,
        page: 1,
        pages: 1,
        facets: { categories: [], price: { min: 0, max: 0 } },
      });
    });

    it('keeps a category, a price range on the price a shopper pays (bounds included) and a minimum rating', async () => {
      expect(ids(await ask({ category: 'laptops' }))).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
      expect(ids(await ask({ minPrice: 1000, maxPrice: 1105 }))).toEqual([4, 10, 11, 20]);
      expect(ids(await ask({ rating: 4 }))).toEqual([9, 4, 14, 19, 24, 29]);
      expect(ids(await ask({ q: 'item', category: 'home-decoration', maxPrice: 900, rating: 3 }))).toEqual([3, 9]);
    });

    it('sorts by the price a shopper pays both ways, by rating and by newest; ties keep the catalog’s order', async () => {
      expect(ids(await ask({ sort: 'price-low' })).slice(0, 8)).toEqual([1, 2, 3, 8, 5, 6, 12, 7]);
      expect(ids(await ask({ sort: 'price-high' })).slice(0, 8)).toEqual([30, 29, 27, 26, 25, 23, 22, 21]);
      expect(ids(await ask({ sort: 'rating' }))).toEqual([4, 9, 14, 19, 24, 29, 3, 8, 13, 18, 23, 28]);
      expect(ids(await ask({ sort: 'newest' }))).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19]);
    });

    it('counts the categories under every filter but the category, always in the catalog’s order', async () => {
      const all = [
        { name: 'beauty', count: 10 },
        { name: 'laptops', count: 10 },
        { name: 'home-decoration', count: 10 },
      ];
      expect((await ask({})).facets.categories).toEqual(all);
      expect((await ask({ category: 'laptops' })).facets.categories).toEqual(all);
      expect((await ask({ q: 'item 1', category: 'laptops' })).facets.categories).toEqual([
        { name: 'beauty', count: 5 },
        { name: 'laptops', count: 3 },
        { name: 'home-decoration', count: 3 },
      ]);
      expect((await ask({ rating: 4 })).facets.categories).toEqual([
        { name: 'beauty', count: 2 },
        { name: 'laptops', count: 2 },
        { name: 'home-decoration', count: 2 },
      ]);
    });

    it('gives the price range under every filter but the price', async () => {
      expect((await ask({})).facets.price).toEqual({ min: 100, max: 3000 });
      expect((await ask({ minPrice: 1000, maxPrice: 1105 })).facets.price).toEqual({ min: 100, max: 3000 });
      expect((await ask({ category: 'laptops', maxPrice: 500 })).facets.price).toEqual({ min: 200, max: 2900 });
      expect((await ask({ q: 'aurora' })).facets.price).toEqual({ min: 1105, max: 1105 });
    });
  });

  describe('the categories’ summaries', () => {
    it('counts each category, its mean price a shopper pays, its first picture and its top three brands, in the catalog’s order', async () => {
      expect(await catalog().categories()).toEqual([
        { name: 'beauty', count: 10, averagePrice: 1301, image: 'https://images.test/4.png', topBrands: ['Lumen', 'Glow'] },
        { name: 'laptops', count: 10, averagePrice: 1410, image: 'https://images.test/2.png', topBrands: ['Zen'] },
        { name: 'home-decoration', count: 10, averagePrice: 1470, image: 'https://images.test/3.png', topBrands: ['Alpha', 'beta', 'delta'] },
      ]);
    });
  });

  describe('a product’s page', () => {
    it('is found by its slug, whole, and a slug no product has finds nothing', async () => {
      expect(await catalog().bySlug('aurora-steel-watch')).toMatchObject({
        id: '4',
        name: 'Aurora Steel Watch',
        description: 'About Aurora Steel Watch',
        price: 1299.99,
        discountPrice: 1105,
      });
      expect(await catalog().bySlug('100%-cotton_tee')).toMatchObject({ id: '7' });
      expect(await catalog().bySlug('no-such-product-anywhere')).toBeNull();
    });
  });
}
