import { ALL_PRODUCTS } from 'shared-contracts/core';
import { createMemoryCatalogApi } from '../server/memory-catalog-api';
import { harnessProducts } from './harness-products';

const products = harnessProducts();

it('gives QA several pages, every category and both kinds of price, the same on every visit', async () => {
  const page = await createMemoryCatalogApi(products).page(ALL_PRODUCTS);
  expect(page.pages).toBeGreaterThanOrEqual(5);
  expect(page.facets.categories.map((c) => c.name)).toHaveLength(6);
  expect(products.some((p) => p.discountPrice !== undefined)).toBe(true);
  expect(products.some((p) => p.stock === 0 || p.stock > 50)).toBe(true);
  expect(harnessProducts()).toEqual(products);
});

it('gives every product its own slug and a picture', () => {
  expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  expect(products.every((p) => p.image.startsWith('data:image/svg+xml,') && p.images.length === 3)).toBe(true);
});

it('gives QA suggestions to try in the search box: products and categories, marked', async () => {
  const suggestions = await createMemoryCatalogApi(products).suggest('ho');
  expect(suggestions.products.length).toBeGreaterThan(0);
  expect(suggestions.categories).toEqual([{ name: 'home-decoration', count: 10, marks: [[0, 4]] }]);
  const lamps = await createMemoryCatalogApi(products).suggest('desk lam');
  expect(lamps.products.map((p) => p.name)).toEqual(products.filter((p) => p.name.includes('Desk Lamp')).slice(0, 5).map((p) => p.name));
  expect(lamps.products[0]!.marks).toHaveLength(2);
});
