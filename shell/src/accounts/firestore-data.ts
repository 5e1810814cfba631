import { AccountStoreError, type AccountDocument, type AccountStoreErrorCode, type Listing, type Product } from 'shared-contracts';

// The Firestore adapter's pure half: no firebase import here, so it is tested everywhere and
// costs nothing to load.

const CODES: Record<string, AccountStoreErrorCode> = {
  'not-found': 'not-found',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  // A transaction that kept colliding with other writes: nothing was written, trying later may work.
  aborted: 'unavailable',
  cancelled: 'unavailable',
};

const MESSAGES: Partial<Record<AccountStoreErrorCode, string>> = {
  'permission-denied': 'You do not have access to this account',
};

/** Any failure of a Firestore call (a FirestoreError carries a code) as an AccountStoreError. */
export function toAccountStoreError(error: unknown): AccountStoreError {
  if (error instanceof AccountStoreError) return error;
  const raw = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const code = CODES[raw.replace(/^firestore\//, '')] ?? 'unknown';
  const mapped = new AccountStoreError(code, MESSAGES[code]);
  mapped.cause = error;
  return mapped;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A deep copy without `undefined` fields: Firestore refuses them, while the shop's types use
 * optional fields freely (an order without a trackingNumber). Arrays keep their length.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = withoutUndefined(item);
  return copy as T;
}

/**
 * The fields that merge `patch` into the map at `path` (`user.primaryInformation.lastName`), so
 * an update touches only what changed. Undefined values mean "leave as is".
 */
export function mergeFields(path: string, patch: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(withoutUndefined(patch))) fields[`${path}.${key}`] = value;
  return fields;
}

/** An account document as read; fields the spec's own app may have left out come back empty. */
export function accountFromData(data: Record<string, unknown>): AccountDocument {
  const doc = data as unknown as AccountDocument;
  return { ...doc, orders: doc.orders ?? [], notifications: doc.notifications ?? [] };
}

/** A listing's stored fields: the product with its seller and time; the id is the document's. */
export function listingData(uid: string, product: Omit<Product, 'id' | 'sellerId'>, createdAt: number): Record<string, unknown> {
  const { id: _ignored, ...fields } = { ...(product as Partial<Product>), sellerId: uid, createdAt };
  return withoutUndefined(fields);
}

export function listingFromData(id: string, data: Record<string, unknown>): Listing {
  return { ...(data as Omit<Listing, 'id'>), id };
}
