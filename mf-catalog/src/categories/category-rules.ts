import type { CategorySummary } from './category-summary';
import { categoryLabel } from '../shared/listing-rules';
import { compareText } from '../shared/compare-text';

/** How the categories page orders its cards: names A to Z, counts and average prices highest first. */
export const CATEGORY_SORTS = ['name', 'count', 'averagePrice'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export function isCategorySort(value: unknown): value is CategorySort {
  return (CATEGORY_SORTS as readonly unknown[]).includes(value);
}

const byName = (a: CategorySummary, b: CategorySummary) => compareText(a.name, b.name);

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
