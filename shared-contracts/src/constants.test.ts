import * as C from './constants';
import { MESSAGES } from './messages';

describe('SPEC §9 numbers', () => {
  it('money, cart and product', () => {
    expect([C.CURRENCY, C.LOCALE, C.DEFAULT_COUNTRY, C.TAX_RATE]).toEqual(['NGN', 'en-NG', 'Nigeria', 0.08]);
    expect([C.QUANTITY_MIN, C.QUANTITY_MAX]).toEqual([1, 10]);
  });

  it('listing', () => {
    expect(C.LISTING_PAGE_SIZE).toBe(12);
    expect(C.RATING_OPTIONS).toEqual([4, 3, 2, 1]);
    expect(C.SORT_OPTIONS).toEqual([
      { value: 'featured', label: 'Featured' },
      { value: 'price-low', label: 'Price: Low to High' },
      { value: 'price-high', label: 'Price: High to Low' },
      { value: 'rating', label: 'Rating' },
      { value: 'newest', label: 'Newest' },
    ]);
  });

  it('toasts', () => {
    expect(C.TOAST).toEqual({
      position: 'top-right',
      defaultMs: 5000,
      errorMs: 4000,
      successMs: 2000,
      addToCartMs: 5000,
      paymentMs: 3000,
      settingsMs: 3000,
      earlyBirdMs: 5000,
      limit: 20,
    });
  });

  it('uploads', () => {
    const MB = 1024 * 1024;
    expect(C.PRODUCT_IMAGES_MAX).toBe(5);
    expect(C.PRODUCT_IMAGE_MAX_BYTES).toBe(5 * MB);
    expect(C.EARLY_BIRD_IMAGE_MAX_BYTES).toBe(2 * MB);
  });

  it('early bird', () => {
    expect(C.EARLY_BIRD_COUNTDOWN_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('SPEC §9 choice lists', () => {
  const distinct = (list: readonly unknown[]) => new Set(list).size === list.length;

  it('order statuses', () => {
    expect(C.ORDER_STATUSES).toEqual(['paid', 'sealed', 'dispatched', 'arrived', 'confirmed', 'returned', 'reviewed']);
  });

  it('10 item categories, as the spec lists them', () => {
    expect(C.ITEM_CATEGORIES).toEqual([
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
    ]);
  });

  it('12 educational levels from no formal education to doctorate, certifications and other', () => {
    expect(C.EDUCATIONAL_LEVELS).toHaveLength(12);
    expect(distinct(C.EDUCATIONAL_LEVELS)).toBe(true);
    expect(C.EDUCATIONAL_LEVELS[0]).toMatch(/no formal education/i);
    expect(C.EDUCATIONAL_LEVELS).toContain('Doctorate');
    expect(C.EDUCATIONAL_LEVELS.some((l) => /certification/i.test(l))).toBe(true);
    expect(C.EDUCATIONAL_LEVELS.at(-1)).toBe('Other');
  });

  it('12 distinct disability types', () => {
    expect(C.DISABILITY_TYPES).toHaveLength(12);
    expect(distinct(C.DISABILITY_TYPES)).toBe(true);
  });

  it('genders, countries, languages, currencies, themes, timezones, visibility and user types', () => {
    expect(C.GENDERS).toEqual(['male', 'female', 'other', 'prefer-not-to-say']);
    expect(C.LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja']);
    expect(C.CURRENCIES).toEqual(['NGN', 'USD', 'EUR', 'GBP']);
    expect(C.THEMES).toEqual(['light', 'dark', 'system']);
    expect(C.DEFAULT_THEME).toBe('system');
    expect(C.TIMEZONES).toHaveLength(8);
    expect(distinct(C.TIMEZONES)).toBe(true);
    expect(C.TIMEZONES).toContain(C.DEFAULT_TIMEZONE);
    expect(C.DEFAULT_TIMEZONE).toBe('Africa/Lagos');
    expect(C.PROFILE_VISIBILITY).toEqual(['public', 'friends', 'private']);
    expect(C.USER_TYPES).toEqual(['buyer', 'seller', 'user']);
  });
});

describe('SPEC §9 defaults', () => {
  it('notification preferences: all on except SMS and newsletter', () => {
    expect(C.DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      orderUpdates: true,
      promotions: true,
      newsletter: false,
      productRecommendations: true,
      priceAlerts: true,
    });
  });

  it('privacy: public profile, email and phone hidden, data collection on, sharing off, marketing on', () => {
    expect(C.DEFAULT_PRIVACY).toEqual({
      profileVisibility: 'public',
      showEmail: false,
      showPhone: false,
      dataCollection: true,
      thirdPartySharing: false,
      marketingEmails: true,
    });
  });
});

describe('MESSAGES (SPEC texts, exactly)', () => {
  it('checkout and cart', () => {
    expect(MESSAGES.loginToCheckout).toBe('Please log in to your account.');
    expect(MESSAGES.proceedingToCheckout).toBe('Proceeding to checkout');
    expect(MESSAGES.addedToCart('Cotton Tee')).toBe('Added Cotton Tee to your cart.');
    expect(MESSAGES.paymentSuccess('Approved')).toBe('Payment success: Approved');
    expect(MESSAGES.signInToContinue).toBe('Please sign in to continue');
    expect(MESSAGES.completeProfile).toBe('Please complete your profile information before proceeding');
  });

  it('early bird', () => {
    // The spec's five; the rest are the shop's own (a second registration, the image limits, the end).
    expect(MESSAGES.earlyBird).toMatchObject({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      image: 'Please upload at least one item image',
      onlyImages: 'Please select only images (JPEG, PNG)',
      success: 'Early bird registration successful!',
    });
  });

  it('onboarding notification', () => {
    expect(MESSAGES.onboarding).toMatchObject({
      title: 'Welcome! Complete Your Profile',
      actionText: 'Complete Profile',
      actionUrl: '/account',
    });
    expect(MESSAGES.onboarding.message).toMatch(/update your personal information/i);
  });
});
