import type { CategoryCount } from 'shared-contracts';

/**
 * The categories the filter bar offers: those with products under the search and the other filters, in
 * the catalog's order, and the one the URL names even when none of its products match (so it shows as
 * chosen, and can be cleared).
 */
export function categoryChoices(counts: readonly CategoryCount[], chosen: string | null): string[] {
  const names = counts.filter((c) => c.count > 0).map((c) => c.name);
  return chosen && !names.includes(chosen) ? [...names, chosen] : names;
}
