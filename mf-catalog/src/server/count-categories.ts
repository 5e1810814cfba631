import { type CatalogCategory, type Product, unitPrice } from 'shared-contracts';
import { compareText } from '../shared/compare-text';

export const TOP_BRANDS_MAX = 3;

/**
 * SPEC §3 Category summary, one per category in the order the catalog first names it, as the catalog
 * endpoint counts them (`GET /categories`): the in-memory double answers with this.
 */
export function countCategories(products: readonly Product[]): CatalogCategory[] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.category);
    if (group) group.push(product);
    else groups.set(product.category, [product]);
  }
  return [...groups].map(([name, members]) => ({
    name,
    count: members.length,
    // The first product's picture; a first product without one should not leave the card blank.
    image: members.find((p) => p.image)?.image ?? '',
    averagePrice: Math.round(members.reduce((sum, p) => sum + unitPrice(p), 0) / members.length),
    topBrands: topBrands(members),
  }));
}

/** The most frequent brands, ties A to Z; products without a brand do not count. */
export function topBrands(products: readonly Product[], max = TOP_BRANDS_MAX): string[] {
  const counts = new Map<string, number>();
  for (const { brand } of products) {
    const name = brand?.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || compareText(a, b))
    .slice(0, max)
    .map(([name]) => name);
}
