/**
 * The bus contract as schemas: one per event, and the shapes they carry. `ShopEvents` and the
 * session, cart and notification types are inferred from these, so the types and the check the shell
 * runs on a payload from another build cannot drift apart.
 *
 * Imported as values only from 'shared-contracts/bus-schemas' (the shell and tests): the package
 * root is a federation singleton every page ships whole, and it takes only the types from here.
 * Objects ignore fields they do not name, so an older or newer sender stays welcome.
 */
import * as v from 'valibot';
import { GENDERS, THEMES, USER_TYPES } from '../constants';
import { choice, flag, objectMessage } from '../schemas/fields';
import { describeProblem, parsePayload } from '../schemas/problem';

/** An object payload: a missing field is 'is required', anything but an object 'must be an object'. */
const shape = <const E extends v.ObjectEntries>(entries: E) => v.object(entries, objectMessage());

const text = v.string('must be text');
const filled = v.pipe(text, v.check((value) => value.trim() !== '', 'must not be empty'));
const textOrNull = v.nullable(v.string('must be text or null'));
const amount = v.pipe(v.number('must be a number'), v.finite('must be a number'), v.minValue(0, 'must be 0 or more'));
const wholeFrom = (min: number) => {
  const message = `must be a whole number from ${min}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message));
};
const nothing = v.undefined('takes no payload');

/** SPEC §3 primaryInformation. Every field may be missing on a fresh account. */
export const PrimaryInformationSchema = shape({
  firstName: textOrNull,
  lastName: textOrNull,
  middleName: textOrNull,
  email: textOrNull,
  phone: textOrNull,
  userType: v.nullable(choice([...USER_TYPES, 'Buyer'])),
  nameInitials: textOrNull,
  uniqueIdentifier: textOrNull,
  gender: v.nullable(choice(GENDERS)),
  dateOfBirth: textOrNull,
  photoUrl: textOrNull,
  isLoggedIn: flag,
  agreedToTerms: flag,
  verifiedEmail: flag,
  verifyPhoneNumber: flag,
  twoFactorSettings: v.nullable(v.record(v.string(), v.unknown(), 'must be an object or null')),
  referralName: textOrNull,
  secondaryEmail: textOrNull,
  securityQuestion: textOrNull,
  securityAnswer: textOrNull,
  disability: flag,
  disabilityType: textOrNull,
  educationalLevel: textOrNull,
  /** Formatted DD-MM-YYYY HH:mm:ss. */
  dateOfCreation: textOrNull,
});

const coordinate = v.nullable(v.pipe(v.number('must be a number or null'), v.finite('must be a number or null')));

/** SPEC §3 location. */
export const LocationSchema = shape({
  streetNumber: textOrNull,
  streetName: textOrNull,
  city: textOrNull,
  state: textOrNull,
  country: textOrNull,
  postalCode: textOrNull,
  geoCoordinates: shape({ latitude: coordinate, longitude: coordinate }),
});

/** A saved part of a profile: any of its fields, each of its kind. */
const part = <S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(schema: S) => v.partial(schema);

/** SPEC §3 User (session), stored in the browser under the key `user`. */
export const SessionUserSchema = v.pipe(
  shape({
    providerId: textOrNull,
    uid: textOrNull,
    primaryInformation: v.nullable(part(PrimaryInformationSchema)),
    location: v.nullable(part(LocationSchema)),
    isLoggedIn: flag,
  }),
  v.forward(v.check((user) => !user.isLoggedIn || Boolean(user.uid?.trim()), 'is required when signed in'), ['uid']),
);

/** What a remote gives to add a product to the cart (SPEC §3 Cart line product, less what the cart works out). */
export const CartProductInputSchema = shape({
  id: filled,
  name: text,
  /** May be empty: the cart shows a placeholder. */
  image: text,
  /** Naira. */
  price: amount,
  discountPrice: v.optional(amount),
  sellerId: text,
  slug: v.optional(text),
});

export const TOAST_KINDS = ['success', 'error', 'info', 'warning'] as const;

export const ToastMessageSchema = shape({
  kind: choice(TOAST_KINDS),
  message: filled,
  /** Milliseconds before it closes; the shell's default for the kind when omitted. */
  durationMs: v.optional(v.pipe(amount, v.check((ms) => ms > 0, 'must be more than 0'))),
  /**
   * What the toast is about: a toast of a topic still on screen is replaced by the next of that topic,
   * so a form's toasts say its latest word, not its history. An older shell ignores it.
   */
  topic: v.optional(filled),
});

export const NOTIFICATION_TYPES = ['onboarding', 'success', 'warning', 'error', 'other'] as const;

/** A shop path, or a full http(s) url (the account area opens other sites in a new tab). */
const actionUrl = v.pipe(
  v.string('must be a shop path or an http(s) url'),
  v.check((url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url), 'must be a shop path or an http(s) url'),
);

export const NewNotificationSchema = shape({
  type: choice(NOTIFICATION_TYPES),
  title: filled,
  message: text,
  isPersistent: v.optional(flag),
  /** Milliseconds until the notification expires. */
  expiresIn: v.optional(amount),
  actionUrl: v.optional(actionUrl),
  actionText: v.optional(text),
});

const idOf = <const K extends string>(field: K) => shape({ [field]: filled } as { [P in K]: typeof filled });

/**
 * Every event that crosses the bus between the shell and the remotes, with what it carries. An
 * event is added here; emitting one outside this map, or a payload of another shape, does not compile.
 */
export const EVENT_SCHEMAS = {
  'cart:add': shape({ product: CartProductInputSchema, quantity: v.optional(wholeFrom(1)) }),
  'cart:remove': idOf('productId'),
  // 0 removes the line (SPEC §4: below 1 removes); a negative or fractional count is a bug.
  'cart:set-quantity': shape({ productId: filled, quantity: wholeFrom(0) }),
  'cart:clear': nothing,
  'cart:open': nothing,
  'cart:close': nothing,
  'session:changed': SessionUserSchema,
  /** A remote signed a shopper in (mf-account): the shell stores and persists the session. */
  'session:set': SessionUserSchema,
  /** A saved profile or address change: merged into the session when it holds that part. */
  'session:update': shape({ primaryInformation: v.optional(part(PrimaryInformationSchema)), location: v.optional(part(LocationSchema)) }),
  toast: ToastMessageSchema,
  'notification:add': NewNotificationSchema,
  'notification:read': idOf('id'),
  /** The onboarding notification was opened (SPEC §4: its own action, not an ordinary read). */
  'notification:onboarding-read': nothing,
  'notification:remove': idOf('id'),
  /** Removes every read notification (added in contracts 1.4: an older shell ignores it). */
  'notifications:clear-read': nothing,
  /** Removes every notification (added in contracts 1.4: an older shell ignores it). */
  'notifications:clear-all': nothing,
  'notifications:open': nothing,
  /** A screen tells assistive technology what just happened (the shell's live region reads it). */
  announce: shape({ message: filled }),
  /**
   * The shopper saved their appearance (Settings): the shell applies it to the whole site at once and
   * keeps it for the next load. Added in contracts 1.4: an older shell ignores it.
   */
  'appearance:changed': shape({ theme: choice(THEMES), animations: flag }),
};

export type EventSchemas = typeof EVENT_SCHEMAS;
type EventName = keyof EventSchemas;

/** Every event of the bus contract. */
export const SHOP_EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as readonly EventName[];

export const isShopEventName = (name: unknown): name is EventName => typeof name === 'string' && Object.hasOwn(EVENT_SCHEMAS, name);

/**
 * Why `payload` breaks the contract of event `name` ('product.id: is required'), or null when it keeps
 * it. Never throws: a payload that cannot even be read (a throwing getter) is a problem like any other.
 */
export function eventPayloadProblem(name: string, payload: unknown): string | null {
  if (!isShopEventName(name)) return 'is not an event of the shop';
  try {
    const parsed = parsePayload(EVENT_SCHEMAS[name], payload);
    return parsed.ok ? null : describeProblem(parsed.problem);
  } catch {
    return 'has a payload that cannot be read';
  }
}
