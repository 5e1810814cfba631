// The texts of mf-catalog's search box (shared/catalog-texts.ts), copied so that both lists read alike.

export const SUGGESTION_TEXTS = {
  suggestions: 'Suggestions',
  suggestedProducts: 'Products',
  suggestedCategories: 'Categories',
  categoryCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  suggestionsFound,
} as const;

/** What the live region says of the suggestions: '5 products and 2 categories suggested', or 'No suggestions'. */
function suggestionsFound(products: number, categories: number): string {
  const parts = [
    products > 0 ? `${products} ${products === 1 ? 'product' : 'products'}` : '',
    categories > 0 ? `${categories} ${categories === 1 ? 'category' : 'categories'}` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(' and ')} suggested` : 'No suggestions';
}
