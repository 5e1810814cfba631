/** The spec's numbers and choice lists (SPEC §9), in one place. */

export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';
export const DEFAULT_COUNTRY = 'Nigeria';
export const TAX_RATE = 0.08;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

export const LISTING_PAGE_SIZE = 12;
export const RATING_OPTIONS = [4, 3, 2, 1] as const;
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
] as const;
/**
 * Beyond the spec (issue 39): the order of a search's results by how well they match, the default while
 * a search is active and offered only then; any other sort the shopper picks applies to the same matches.
 */
export const BEST_MATCH_SORT = { value: 'relevance', label: 'Best match' } as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'] | typeof BEST_MATCH_SORT.value;

/** The search box suggests from this many characters typed (issue 39), at most this many products and categories. */
export const SUGGEST = { minChars: 2, products: 5, categories: 3, debounceMs: 150 } as const;

/** The sort a listing takes when none is chosen: Best match while searching, else Featured. */
export const defaultSort = (q: string): SortValue => (q.trim() ? BEST_MATCH_SORT.value : 'featured');

/** Toast durations in ms (SPEC §9 Toasts). */
export const TOAST = {
  position: 'top-right',
  defaultMs: 5000,
  errorMs: 4000,
  successMs: 2000,
  addToCartMs: 5000,
  paymentMs: 3000,
  settingsMs: 3000,
  earlyBirdMs: 5000,
  limit: 20,
} as const;

/** The topic of the toasts that say what the cart now holds: the cart drawer shows it, so opening it closes them. */
export const CART_TOAST_TOPIC = 'cart';


export const PRODUCT_IMAGES_MAX = 5;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const EARLY_BIRD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** How many pictures one early-bird registration keeps (the spec says 'multiple'; the shop chose 5, as for listings). */
export const EARLY_BIRD_IMAGES_MAX = 5;

/** How long the offer runs from a deployment's first start, unless the runtime config names its end. */
export const EARLY_BIRD_COUNTDOWN_MS = 7 * 24 * 60 * 60 * 1000;

export const ORDER_STATUSES = ['paid', 'sealed', 'dispatched', 'arrived', 'confirmed', 'returned', 'reviewed'] as const;

export const ITEM_CATEGORIES = [
  'Electronics',
  'Clothing',
  'Home & Garden',
  'Sports & Outdoors',
  'Books',
  'Toys & Games',
  'Health & Beauty',
  'Automotive',
  'Food & Beverages',
  'Other',
] as const;

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;

/** 12 options from no formal education to doctorate, certifications and other (the list itself is ours). */
export const EDUCATIONAL_LEVELS = [
  'No formal education',
  'Primary school',
  'Junior secondary school',
  'Senior secondary school',
  'Vocational training',
  'National Diploma (ND)',
  'Higher National Diploma (HND)',
  "Bachelor's degree",
  "Master's degree",
  'Doctorate',
  'Professional certification',
  'Other',
] as const;

/** 12 disability types (the list itself is ours). */
export const DISABILITY_TYPES = [
  'Visual impairment',
  'Hearing impairment',
  'Speech impairment',
  'Physical disability',
  'Intellectual disability',
  'Learning disability',
  'Autism spectrum',
  'Mental health condition',
  'Chronic illness',
  'Neurological condition',
  'Multiple disabilities',
  'Other',
] as const;

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const;
export const CURRENCIES = ['NGN', 'USD', 'EUR', 'GBP'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const DEFAULT_THEME = 'system';
export const DEFAULT_TIMEZONE = 'Africa/Lagos';
export const TIMEZONES = [
  'Africa/Lagos',
  'Africa/Accra',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'Asia/Dubai',
] as const;
export const PROFILE_VISIBILITY = ['public', 'friends', 'private'] as const;
export const USER_TYPES = ['buyer', 'seller', 'user'] as const;

export const DEFAULT_NOTIFICATION_PREFERENCES = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  orderUpdates: true,
  promotions: true,
  newsletter: false,
  productRecommendations: true,
  priceAlerts: true,
} as const;

export const DEFAULT_PRIVACY = {
  profileVisibility: 'public',
  showEmail: false,
  showPhone: false,
  dataCollection: true,
  thirdPartySharing: false,
  marketingEmails: true,
} as const;

/** The wishlist the catalog keeps in the browser (products a shopper hearted). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** The shop's name, as page titles and greetings say it. */
export const SHOP_NAME = 'Oja Express';
