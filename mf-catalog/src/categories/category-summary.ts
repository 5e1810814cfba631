/**
 * SPEC §3 Category summary, as the categories page shows it: the catalog endpoint's CatalogCategory with
 * the remote's own description. Without its products since 2.1 (the endpoint counts them; none is fetched).
 */
export interface CategorySummary {
  name: string;
  count: number;
  image: string;
  description: string;
  averagePrice: number;
  topBrands: string[];
}
