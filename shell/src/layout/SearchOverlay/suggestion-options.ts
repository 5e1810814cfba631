import type { CatalogSuggestions, CategorySuggestion, ProductSuggestion } from 'shared-contracts';

/** One choice of the overlay's list: a product to open, or a category to list. */
export type SuggestionOption = { kind: 'product'; product: ProductSuggestion } | { kind: 'category'; category: CategorySuggestion };

/** The list's choices in the order the arrows walk them: the products, then the categories. */
export const suggestionOptions = ({ products, categories }: CatalogSuggestions): SuggestionOption[] => [
  ...products.map((product) => ({ kind: 'product' as const, product })),
  ...categories.map((category) => ({ kind: 'category' as const, category })),
];

/** Where a choice leads: the product's page, or the listing of the category. */
export const optionPath = (option: SuggestionOption) =>
  option.kind === 'product' ? `/products/${encodeURIComponent(option.product.slug)}` : `/products?category=${encodeURIComponent(option.category.name)}`;
