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

/** SPEC §3 Payment data. */
export interface PaymentData {
  firstName: string;
  lastName: string;
  email: string;
  /** Naira, digits only. */
  amount: string;
}

/** SPEC §3 New product form. */
export interface NewProductForm {
  name: string;
  description: string;
  price: string;
  category: string;
  brand: string;
  sku: string;
  stock: string;
  images: File[];
  tags: string[];
  specifications: { key: string; value: string }[];
  isActive: boolean;
  isFeatured: boolean;
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
  language: string;
  currency: string;
  timezone: string;
  soundEnabled: boolean;
  animations: boolean;
  compactMode: boolean;
}

/** The settings sections an account keeps (each saved and merged on its own). */
export interface AccountPreferences {
  notifications?: Partial<NotificationPreferences>;
  privacy?: Partial<PrivacyPreferences>;
  appearance?: Partial<AppearancePreferences>;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface EarlyBirdImage {
  file: File;
  /** Object URL of the preview. */
  preview: string;
  title: string;
}

/** SPEC §3 Early-bird form. */
export interface EarlyBirdForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  images: EarlyBirdImage[];
}
