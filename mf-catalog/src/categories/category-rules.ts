import { type Product, unitPrice } from 'shared-contracts';
import type { CategorySummary } from './category-summary';
import { categoryLabel } from '../shared/listing-rules';

export const TOP_BRANDS_MAX = 3;

/** How the categories page orders its cards: names A to Z, counts and average prices highest first. */
export const CATEGORY_SORTS = ['name', 'count', 'averagePrice'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export function isCategorySort(value: unknown): value is CategorySort {
  return (CATEGORY_SORTS as readonly unknown[]).includes(value);
}

/**
 * SPEC §3 Category summary, one per category in the order the catalog first names it, as the catalog
 * endpoint counts them (`GET /categories`; the in-memory double answers with this).
 * `describe` gives the category's description (the words belong to the remote that shows them).
 */
export function summarizeCategories(
  products: readonly Product[],
  describe: (slug: string) => string = () => '',
): CategorySummary[] {
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
    description: describe(name),
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
    .sort(([a, m], [b, n]) => n - m || byText(a, b))
    .slice(0, max)
    .map(([name]) => name);
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const byName = (a: CategorySummary, b: CategorySummary) => byText(a.name, b.name);

const COMPARE: Record<CategorySort, (a: CategorySummary, b: CategorySummary) => number> = {
  name: byName,
  count: (a, b) => b.count - a.count || byName(a, b),
  averagePrice: (a, b) => b.averagePrice - a.averagePrice || byName(a, b),
};

/** A sorted copy; equal counts or prices fall back to the name so the order never flickers. */
export function sortCategories(summaries: readonly CategorySummary[], sort: CategorySort): CategorySummary[] {
  return [...summaries].sort(COMPARE[sort]);
}

/** Categories whose slug or label contains the query, ignoring case; a blank query keeps all. */
export function filterCategories(summaries: readonly CategorySummary[], query: string): CategorySummary[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...summaries];
  return summaries.filter(
    ({ name }) => name.toLowerCase().includes(q) || categoryLabel(name).toLowerCase().includes(q),
  );
}
