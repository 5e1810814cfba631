import type { CURRENCIES, LANGUAGES, TIMEZONES } from '../constants';
import type { ShippingMethodId } from '../domain/shipping';

/** SPEC §3 Checkout shipping data. */
export interface ShippingData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  method: ShippingMethodId;
}

export interface NotificationPreferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  orderUpdates: boolean;
  promotions: boolean;
  newsletter: boolean;
  productRecommendations: boolean;
  priceAlerts: boolean;
}

export interface PrivacyPreferences {
  profileVisibility: 'public' | 'friends' | 'private';
  showEmail: boolean;
  showPhone: boolean;
  dataCollection: boolean;
  thirdPartySharing: boolean;
  marketingEmails: boolean;
}

export interface AppearancePreferences {
  theme: 'light' | 'dark' | 'system';
  language: (typeof LANGUAGES)[number];
  currency: (typeof CURRENCIES)[number];
  timezone: (typeof TIMEZONES)[number];
  soundEnabled: boolean;
  animations: boolean;
  compactMode: boolean;
}

/**
 * How a shopper likes to pay. Card details are only ever typed into the payment provider's own
 * window, so the shop keeps a preference, never a card.
 */
export interface PaymentPreferences {
  preferredMethod: 'card' | 'bank' | 'ussd' | 'bank_transfer';
  /** Where payment receipts should go; the account email when blank. */
  receiptEmail: string | null;
}

/** A billing address kept beside the shipping address (user.location). */
export interface BillingAddress {
  streetNumber: string | null;
  streetName: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postalCode: string | null;
}

/** A shopper's request to delete their account, recorded for the shop to act on. */
export interface AccountDeletionRequest {
  /** ISO time the request was made. */
  requestedAt: string;
}

/** The settings sections an account keeps (each saved and merged on its own). */
export interface AccountPreferences {
  notifications?: Partial<NotificationPreferences>;
  privacy?: Partial<PrivacyPreferences>;
  appearance?: Partial<AppearancePreferences>;
  /** Added in contracts 1.4, like the sections below. */
  payment?: Partial<PaymentPreferences>;
  billing?: Partial<BillingAddress>;
  accountDeletion?: Partial<AccountDeletionRequest>;
}

