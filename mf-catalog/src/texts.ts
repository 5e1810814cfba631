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
} as const;

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

/** The product page's own texts beyond the spec's (its gallery, pricing, quantity and reviews). */
export const DETAIL_TEXTS = {
  pageTitle: (name: string) => `${name} · ${SHOP_NAME}`,
  productImages: 'Product images',
  showImage: (n: number, total: number) => `Show image ${n} of ${total}`,
  imageOf: (n: number, total: number) => `image ${n} of ${total}`,
  newBadge: 'New',
  price: 'Price',
  originalPrice: 'Original price',
  percentOff: (percent: number) => `${percent}% OFF`,
  reviewCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  productDetails: 'Product Details',
  brand: 'Brand',
  stockAvailable: 'Stock available',
  rating: 'Rating',
  category: 'Category',
  availability: 'Availability',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  customerReviews: 'Customer Reviews',
  basedOn: (n: number) => `Based on ${TEXTS.reviewCount(n)}`,
  starBar: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${TEXTS.reviewCount(count)}`,
  showFewerReviews: 'Show Fewer Reviews',
  noReviewsYet: 'No reviews yet.',
  /** The average counts ratings the catalog gives without their words: the bars count only the reviews listed. */
  barsOf: (n: number) => `Of the ${TEXTS.reviewCount(n)} below`,
  noWrittenReviews: 'No written reviews yet.',
} as const;
