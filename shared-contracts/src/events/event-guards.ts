/**
 * Runtime guards of the bus contract: what the types of `ShopEvents` promise, checked on a payload
 * that arrived from another build (a remote deployed on its own, an older or newer contracts).
 * Imported from 'shared-contracts/event-guards', never from the package root: the root is a
 * federation singleton that ships whole on every page, and only the shell and tests need these.
 * This file imports types only, so the shell bundles it without a second copy of the contracts.
 */
import type { ShopEventName } from './shop-events';

/** null when the payload keeps the contract, else a short reason ('needs product.id'). */
export type PayloadGuard = (payload: unknown) => string | null;

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isCount = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;
const isAmount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

const TOAST_KINDS = ['success', 'error', 'info', 'warning'];
const NOTIFICATION_TYPES = ['onboarding', 'success', 'warning', 'error', 'other'];
const THEMES = ['light', 'dark', 'system'];

/** The first reason in order, or null: each check is `[failed, reason]`. */
function first(...checks: [boolean, string][]): string | null {
  return checks.find(([failed]) => failed)?.[1] ?? null;
}

const noPayload: PayloadGuard = (p) => (p === undefined ? null : 'takes no payload');
const idOf =
  (field: string): PayloadGuard =>
  (p) => {
    if (!isObject(p)) return 'needs an object payload';
    return isText(p[field]) ? null : `needs ${field}`;
  };

// What a session part may hold, field by field (a field left out is fine: the parts are partial).
type Kind = 'text' | 'flag' | 'record' | 'coordinates';
const PRIMARY_INFORMATION: Record<string, Kind> = {
  ...Object.fromEntries(
    [
      'firstName', 'lastName', 'middleName', 'email', 'phone', 'userType', 'nameInitials', 'uniqueIdentifier',
      'gender', 'dateOfBirth', 'photoUrl', 'referralName', 'secondaryEmail', 'securityQuestion',
      'securityAnswer', 'disabilityType', 'educationalLevel', 'dateOfCreation',
    ].map((k) => [k, 'text' as const]),
  ),
  ...Object.fromEntries(
    ['isLoggedIn', 'agreedToTerms', 'verifiedEmail', 'verifyPhoneNumber', 'disability'].map((k) => [k, 'flag' as const]),
  ),
  twoFactorSettings: 'record',
};
const LOCATION: Record<string, Kind> = {
  ...Object.fromEntries(
    ['streetNumber', 'streetName', 'city', 'state', 'country', 'postalCode'].map((k) => [k, 'text' as const]),
  ),
  geoCoordinates: 'coordinates',
};
const fits: Record<Kind, (v: unknown) => boolean> = {
  // null is the spec's "not given"; text fields may be empty (a cleared field).
  text: (v) => v === null || typeof v === 'string',
  flag: (v) => typeof v === 'boolean',
  record: (v) => v === null || isObject(v),
  coordinates: (v) =>
    isObject(v) && [v.latitude, v.longitude].every((n) => n === null || n === undefined || (typeof n === 'number' && Number.isFinite(n))),
};

/** Checks a (partial) session part: `where` names it in the reason. */
function partProblem(part: unknown, schema: Record<string, Kind>, where: string): string | null {
  if (!isObject(part)) return `needs ${where} to be an object`;
  for (const [field, value] of Object.entries(part)) {
    const kind = Object.hasOwn(schema, field) ? schema[field] : undefined;
    if (kind && value !== undefined && !fits[kind](value)) return `has a bad ${where}.${field}`;
  }
  return null;
}

const sessionUser: PayloadGuard = (p) => {
  if (!isObject(p)) return 'needs a session user';
  return (
    first(
      [typeof p.isLoggedIn !== 'boolean', 'needs isLoggedIn (true or false)'],
      [p.uid !== null && typeof p.uid !== 'string', 'needs uid (text or null)'],
      [p.isLoggedIn === true && !isText(p.uid), 'needs a uid when signed in'],
      [p.providerId !== null && typeof p.providerId !== 'string', 'needs providerId (text or null)'],
    ) ??
    (p.primaryInformation === null ? null : partProblem(p.primaryInformation, PRIMARY_INFORMATION, 'primaryInformation')) ??
    (p.location === null ? null : partProblem(p.location, LOCATION, 'location'))
  );
};

const cartProduct = (product: unknown): string | null => {
  if (!isObject(product)) return 'needs a product';
  return first(
    [!isText(product.id), 'needs product.id'],
    [typeof product.name !== 'string', 'needs product.name'],
    [typeof product.image !== 'string', 'needs product.image (text, may be empty)'],
    [!isAmount(product.price), 'needs product.price (naira, 0 or more)'],
    [product.discountPrice !== undefined && !isAmount(product.discountPrice), 'has a bad product.discountPrice'],
    [typeof product.sellerId !== 'string', 'needs product.sellerId'],
    [product.slug !== undefined && typeof product.slug !== 'string', 'has a bad product.slug'],
  );
};

/** A shop path, or a full http(s) url (the account area opens other sites in a new tab). */
const isActionUrl = (v: unknown) => typeof v === 'string' && ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\//i.test(v));

/**
 * One guard per event of the map: an event added to `ShopEvents` without a guard does not compile.
 * Each checks what the receivers rely on and no more, so an older or newer sender stays welcome.
 */
export const EVENT_GUARDS: { [K in ShopEventName]: PayloadGuard } = {
  'cart:add': (p) => {
    if (!isObject(p)) return 'needs an object payload';
    return (
      cartProduct(p.product) ??
      first([p.quantity !== undefined && !isCount(p.quantity, 1), 'needs quantity to be a whole number from 1'])
    );
  },
  'cart:remove': idOf('productId'),
  'cart:set-quantity': (p) =>
    idOf('productId')(p) ??
    // 0 removes the line (SPEC §4: below 1 removes); a negative or fractional count is a bug.
    first([!isCount((p as Fields).quantity, 0), 'needs quantity to be a whole number from 0']),
  'cart:clear': noPayload,
  'cart:open': noPayload,
  'cart:close': noPayload,
  'session:changed': sessionUser,
  'session:set': sessionUser,
  'session:update': (p) => {
    if (!isObject(p)) return 'needs an object payload';
    return (
      (p.primaryInformation === undefined ? null : partProblem(p.primaryInformation, PRIMARY_INFORMATION, 'primaryInformation')) ??
      (p.location === undefined ? null : partProblem(p.location, LOCATION, 'location'))
    );
  },
  toast: (p) => {
    if (!isObject(p)) return 'needs an object payload';
    return first(
      [!TOAST_KINDS.includes(p.kind as string), `needs kind (${TOAST_KINDS.join(', ')})`],
      [!isText(p.message), 'needs a message'],
      [p.durationMs !== undefined && !(isAmount(p.durationMs) && (p.durationMs as number) > 0), 'has a bad durationMs'],
    );
  },
  'notification:add': (p) => {
    if (!isObject(p)) return 'needs an object payload';
    return first(
      [!NOTIFICATION_TYPES.includes(p.type as string), `needs type (${NOTIFICATION_TYPES.join(', ')})`],
      [!isText(p.title), 'needs a title'],
      [typeof p.message !== 'string', 'needs a message'],
      [p.isPersistent !== undefined && typeof p.isPersistent !== 'boolean', 'has a bad isPersistent'],
      [p.expiresIn !== undefined && !isAmount(p.expiresIn), 'has a bad expiresIn'],
      [p.actionUrl !== undefined && !isActionUrl(p.actionUrl), 'needs actionUrl to be a shop path or an http(s) url'],
      [p.actionText !== undefined && typeof p.actionText !== 'string', 'has a bad actionText'],
    );
  },
  'notification:read': idOf('id'),
  'notification:onboarding-read': noPayload,
  'notification:remove': idOf('id'),
  'notifications:clear-read': noPayload,
  'notifications:clear-all': noPayload,
  'notifications:open': noPayload,
  announce: (p) => first([!isObject(p) || !isText(p.message), 'needs a message']),
  'appearance:changed': (p) => {
    if (!isObject(p)) return 'needs an object payload';
    return first(
      [!THEMES.includes(p.theme as string), `needs theme (${THEMES.join(', ')})`],
      [typeof p.animations !== 'boolean', 'needs animations (true or false)'],
    );
  },
};

/** Every event of the bus contract. */
export const SHOP_EVENT_NAMES = Object.keys(EVENT_GUARDS) as readonly ShopEventName[];

export const isShopEventName = (name: unknown): name is ShopEventName =>
  typeof name === 'string' && Object.hasOwn(EVENT_GUARDS, name);

/**
 * Why `payload` breaks the contract of event `name`, or null when it keeps it. Never throws: a
 * payload that cannot even be read (a throwing getter) is a problem like any other.
 */
export function eventPayloadProblem(name: string, payload: unknown): string | null {
  if (!isShopEventName(name)) return 'is not an event of the shop';
  try {
    return EVENT_GUARDS[name](payload);
  } catch {
    return 'has a payload that cannot be read';
  }
}
