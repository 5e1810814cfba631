import type * as v from 'valibot';
import type { GENDERS, USER_TYPES } from '../constants';
import type { LocationSchema, PrimaryInformationSchema, SessionUserSchema } from '../events/payload-schemas';
import type { AccountPreferences } from './forms';
import type { ShopNotification } from './notification';
import type { Order, Review } from './order';

/** SPEC §3 primaryInformation. Every field may be missing on a fresh account. */
export type PrimaryInformation = v.InferOutput<typeof PrimaryInformationSchema>;

/** SPEC §3 location. */
export type Location = v.InferOutput<typeof LocationSchema>;


export type UserType = (typeof USER_TYPES)[number];
export type Gender = (typeof GENDERS)[number];

/** SPEC §3 User (session), stored in the browser under the key `user`. */
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

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
