import {
  CURRENCIES,
  CURRENCY,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY,
  DEFAULT_THEME,
  DEFAULT_TIMEZONE,
  LANGUAGES,
  PROFILE_VISIBILITY,
  THEMES,
  TIMEZONES,
} from '../constants';
import type { ShopEvents } from '../events/shop-events';
import type {
  AccountDeletionRequest,
  AccountPreferences,
  AppearancePreferences,
  BillingAddress,
  NotificationPreferences,
  PaymentPreferences,
  PrivacyPreferences,
} from '../types/forms';

// Settings (SPEC §2, §3, §5, §8, §9): its tabs, messages, checks and the defaults of each section.

/** The Settings tabs in the spec's order; `id` is the `?tab=` of the URL. */
export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'account', label: 'Account' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'payment', label: 'Payment' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'preferences', label: 'Preferences' },
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

/** The ways to pay the provider's window offers, as the provider names them. */
export const PAYMENT_METHODS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;

export const DEFAULT_APPEARANCE: AppearancePreferences = {
  theme: DEFAULT_THEME,
  language: 'en',
  currency: CURRENCY,
  timezone: DEFAULT_TIMEZONE,
  soundEnabled: true,
  animations: true,
  compactMode: false,
};

export const DEFAULT_PAYMENT_PREFERENCES: PaymentPreferences = { preferredMethod: 'card', receiptEmail: null };

/** An address with nothing in it: a new account's location, and the billing address before one is saved. */
export const EMPTY_ADDRESS: BillingAddress = {
  streetNumber: null,
  streetName: null,
  city: null,
  state: null,
  country: null,
  postalCode: null,
};

/** Every section with every field, as the Settings tabs show them. */
export interface SettingsValues {
  notifications: NotificationPreferences;
  privacy: PrivacyPreferences;
  appearance: AppearancePreferences;
  payment: PaymentPreferences;
  billing: BillingAddress;
  accountDeletion: AccountDeletionRequest | null;
}

/** Values a field may take besides its default's type; a stored value outside them is dropped. */
const CHOICES: Record<string, readonly string[]> = {
  profileVisibility: PROFILE_VISIBILITY,
  theme: THEMES,
  language: LANGUAGES,
  currency: CURRENCIES,
  timezone: TIMEZONES,
  preferredMethod: PAYMENT_METHODS,
};

/** A stored section over its defaults, keeping only values of the right type and choice. */
function section<T extends object>(defaults: T, stored: Partial<T> | undefined): T {
  const result = { ...defaults } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown> | undefined)?.[key];
    if (value === undefined) continue;
    const sameType = fallback === null ? value === null || typeof value === 'string' : typeof value === typeof fallback;
    const allowed = CHOICES[key]?.includes(value as string) ?? true;
    if (sameType && allowed) result[key] = value;
  }
  return result as T;
}

/** SPEC §9 Defaults: what each tab shows for an account that saved nothing (or something broken). */
export function settingsValues(stored: AccountPreferences = {}): SettingsValues {
  const requestedAt = stored.accountDeletion?.requestedAt;
  return {
    notifications: section<NotificationPreferences>(DEFAULT_NOTIFICATION_PREFERENCES, stored.notifications),
    privacy: section<PrivacyPreferences>(DEFAULT_PRIVACY, stored.privacy),
    appearance: section(DEFAULT_APPEARANCE, stored.appearance),
    payment: section(DEFAULT_PAYMENT_PREFERENCES, stored.payment),
    billing: section(EMPTY_ADDRESS, stored.billing),
    accountDeletion: typeof requestedAt === 'string' ? { requestedAt } : null,
  };
}

/** What the whole site follows of the appearance: the theme and whether things move. */
export type SiteAppearance = ShopEvents['appearance:changed'];

/** Browser storage key of the site's appearance, read before the first paint. */
export const APPEARANCE_STORAGE_KEY = 'appearance';

/** The stored appearance; the defaults when missing or unreadable. */
export function parseStoredAppearance(raw: string | null): SiteAppearance {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    const stored = typeof value === 'object' && value !== null ? (value as Partial<SiteAppearance>) : undefined;
    const { theme, animations } = section(DEFAULT_APPEARANCE, stored);
    return { theme, animations };
  } catch {
    return { theme: DEFAULT_APPEARANCE.theme, animations: DEFAULT_APPEARANCE.animations };
  }
}

/**
 * The attributes the page's root element carries for an appearance: `data-theme` only for a chosen
 * light or dark (system follows the device), `data-motion` only when animations are off.
 */
export function appearanceAttributes({ theme, animations }: SiteAppearance) {
  return {
    'data-theme': theme === 'system' ? null : theme,
    'data-motion': animations ? null : 'reduced',
  } as const;
}
