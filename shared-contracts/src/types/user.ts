import type { AccountPreferences } from './forms';
import type { ShopNotification } from './notification';
import type { Order, Review } from './order';

/** SPEC §3 primaryInformation. Every field may be missing on a fresh account. */
export interface PrimaryInformation {
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  email: string | null;
  phone: string | null;
  userType: UserType | 'Buyer' | null;
  nameInitials: string | null;
  uniqueIdentifier: string | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  photoUrl: string | null;
  isLoggedIn: boolean;
  agreedToTerms: boolean;
  verifiedEmail: boolean;
  verifyPhoneNumber: boolean;
  twoFactorSettings: Record<string, unknown> | null;
  referralName: string | null;
  secondaryEmail: string | null;
  securityQuestion: string | null;
  securityAnswer: string | null;
  disability: boolean;
  disabilityType: string | null;
  educationalLevel: string | null;
  /** Formatted DD-MM-YYYY HH:mm:ss. */
  dateOfCreation: string | null;
}

export interface GeoCoordinates {
  latitude: number | null;
  longitude: number | null;
}

/** SPEC §3 location. */
export interface Location {
  streetNumber: string | null;
  streetName: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postalCode: string | null;
  geoCoordinates: GeoCoordinates;
}

export type UserType = 'buyer' | 'seller' | 'user';
export type Gender = 'male' | 'female' | 'other' | 'prefer-not-to-say';

/** SPEC §3 User (session), stored in the browser under the key `user`. */
export interface SessionUser {
  providerId: string | null;
  uid: string | null;
  primaryInformation: Partial<PrimaryInformation> | null;
  location: Partial<Location> | null;
  isLoggedIn: boolean;
}

/**
 * The account document kept per auth uid in the account store (SPEC §3), private to its shopper.
 * `myItems` keeps the spec's shape but stays empty: listings live in the public listings
 * collection, so finding them never means reading other shoppers' documents.
 */
export interface AccountDocument {
  user: {
    primaryInformation: Partial<PrimaryInformation>;
    location: Partial<Location>;
  };
  cart: Record<string, unknown>;
  notifications: ShopNotification[];
  orders: Order[];
  reviews: Review[];
  myItems: { listedForSale: unknown[] }[];
  friends: Record<string, unknown>;
  wallet: Record<string, unknown>;
  /** The shopper's saved settings sections (added by this shop). */
  preferences?: AccountPreferences;
}
