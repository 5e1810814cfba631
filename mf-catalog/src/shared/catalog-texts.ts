import { SHOP_NAME } from 'shared-contracts';

/** The catalog's visible texts (SPEC §2, §8), reproduced exactly. */
export const TEXTS = {
  heroTitle: `Welcome to ${SHOP_NAME}`,
  heroWelcomeBack: (firstName: string) => `Welcome back, ${firstName}`,
  heroSubtitle: 'Discover our premium products',
  searchPlaceholder: 'Search products...',
  showingResults: (query: string) => `Showing results for "${query}"`,
  reviewCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  // Adding past a line's limit (SPEC §5: 1 to 10 per line, never above the stock).
  mostPerOrder: (max: number) => `${max} is the most per order`,
  onlyInStock: (stock: number) => `only ${stock} in stock`,
  addedUpTo: (added: number, name: string, limit: string, max: number) => `Added ${added} of ${name}: ${limit}, so your cart now holds ${max}.`,
  cartAlreadyHas: (max: number, name: string, limit: string) => `Your cart already holds ${max} of ${name}: ${limit}.`,
  clearSearch: 'Clear search',
  noProducts: 'No products found',
  adjustFilters: 'Try adjusting your search or filters',
  loadingProduct: 'Loading product details...',
  productNotFound: 'Product Not Found',
  productNotFoundText: "The product you're looking for doesn't exist or may have been removed.",
  browseAll: 'Browse All Products',
  backToProducts: 'Back to Products',
  addToCart: 'Add to Cart',
  viewAllReviews: 'View All Reviews',
  categoriesTitle: 'Product Categories',
  noCategories: 'No categories found',
  fetchFailed: 'Failed to fetch products',
  anErrorOccurred: 'An error occurred',
  tryAgain: 'Try Again',
  listingUnavailable: 'We could not load the products',
  listingUnavailableText: 'The catalog did not answer. Check your connection and try again.',
  // Beyond the spec (issue 39): what a search found, when it is not every word of the query, or nothing.
  partialMatches: (query: string) => `No product matches every word of "${query}". Showing the closest matches.`,
  didYouMean: 'Did you mean',
  // The search box's suggestions as the shopper types (issue 39).
  suggestions: 'Suggestions',
  suggestedProducts: 'Products',
  suggestedCategories: 'Categories',
  categoryCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  suggestionsFound: (products: number, categories: number) => suggestionsFound(products, categories),
} as const;

/** What the search box's live region says of its suggestions: '5 products and 2 categories suggested', or 'No suggestions'. */
function suggestionsFound(products: number, categories: number): string {
  const parts = [
    products > 0 ? `${products} ${products === 1 ? 'product' : 'products'}` : '',
    categories > 0 ? `${categories} ${categories === 1 ? 'category' : 'categories'}` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(' and ')} suggested` : 'No suggestions';
}
