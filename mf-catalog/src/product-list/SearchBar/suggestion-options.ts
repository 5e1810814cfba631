import type { CatalogSuggestions, CategorySuggestion, ProductSuggestion } from 'shared-contracts';

/** One choice of the search box's list: a product to open, or a category to list. */
export type SuggestionOption = { kind: 'product'; product: ProductSuggestion } | { kind: 'category'; category: CategorySuggestion };

/** The list's choices in the order the arrows walk them: the products, then the categories. */
export const suggestionOptions = ({ products, categories }: CatalogSuggestions): SuggestionOption[] => [
  ...products.map((product) => ({ kind: 'product' as const, product })),
  ...categories.map((category) => ({ kind: 'category' as const, category })),
];
