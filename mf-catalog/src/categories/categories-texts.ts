/** The categories page's own texts beyond the spec's (its controls, counts and states). */
export const CATEGORY_TEXTS = {
  categoryCount: (n: number) => `${n} ${n === 1 ? 'category' : 'categories'}`,
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  matching: (shown: number, total: number) => `${shown} of ${total} categories ${shown === 1 ? 'matches' : 'match'} your search`,
  loading: 'Loading categories…',
  listLabel: 'Categories',
  searchLabel: 'Search categories',
  searchPlaceholder: 'Search categories...',
  /** Read as 'Sort categories', shown as 'Sort'. */
  sortLabel: { shown: 'Sort', hidden: ' categories' },
  clearSearchLabel: 'Clear category search',
  sortOptions: { name: 'Name', count: 'Product count', averagePrice: 'Average price' },
  viewLabel: 'Layout',
  gridView: 'Grid view',
  listView: 'List view',
  averagePrice: 'Average price',
  topBrands: 'Top brands',
  noCategoriesHint: 'Try another search, or browse every product instead.',
} as const;
