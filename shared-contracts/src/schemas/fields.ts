import * as v from 'valibot';
import { noControlCharacters } from './control-characters';

// Field schemas the payload schemas compose. Messages are what the refused caller reads.

/**
 * No half of a UTF-16 pair without its other half (a lone surrogate is no character, and a store may refuse
 * it). A loop, not a regex: a lookbehind would not even parse in the browsers before 2023 this code also runs in.
 */
function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}
/** For a string field that is not `text()` (a name with its own messages, an address, a path). */
export const wellFormed = v.check(isWellFormed, 'must be well-formed text');

/**
 * Text the shopper typed on one line: well-formed, trimmed, no control characters (checked after the
 * trim, so a pasted trailing newline is dropped, not refused), at most `max` characters; `min` 1 makes it required.
 */
export const text = (max: number, min = 0, controls = noControlCharacters()) =>
  v.pipe(
    v.string('must be text'),
    wellFormed,
    v.trim(),
    controls,
    v.minLength(min, 'is required'),
    v.maxLength(max, `must be at most ${max} characters`),
  );

/** Text typed in a textarea (a description, a review): as `text`, but its line breaks and tabs are kept. */
export const multilineText = (max: number, min = 0) => text(max, min, noControlCharacters({ lines: true }));

/**
 * Never a stored id or key: Firestore reserves names that start and end with two underscores (`__name__`),
 * and a name an object already has (`constructor`, `toString`) trips a store that keeps documents in a plain
 * object (the local Firestore stand-in answered `constructor` with a 500). The shop makes none of these.
 */
const isReserved = (name: string) => /^__.*__$/.test(name) || name in Object.prototype;

/** An id the server made (an order's, a listing's, a product's, a payment's): letters, digits, - and _, so never a path. */
export const id = () =>
  v.pipe(
    v.string('must be an id'),
    v.minLength(1, 'is required'),
    v.maxLength(120, 'must be at most 120 characters'),
    v.regex(/^[A-Za-z0-9_-]+$/, 'must be an id (letters, digits, - and _)'),
    v.check((value) => !isReserved(value), 'must be an id (letters, digits, - and _)'),
  );

/** A map of settings: at most `max` entries, each key a short name (letters, digits, - and _). */
export const settingsMap = <V extends v.GenericSchema>(value: V, max: number) =>
  v.pipe(
    v.record(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'each key must be a name of 1 to 40 letters, digits, - or _'),
        v.check((key) => !isReserved(key), 'each key must be a name of 1 to 40 letters, digits, - or _'),
      ),
      value,
      'must be an object',
    ),
    v.check((map) => Object.keys(map).length <= max, `must have at most ${max} entries`),
  );

/** Optional text a profile may leave empty (null). */
export const optionalText = (max: number) => v.nullish(text(max));

export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

export const choice = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, `must be one of ${options.join(', ')}`);

export const flag = v.boolean('must be true or false');

/** A picture's address: https (or http on the local stack) or a data URL of an image. */
export const imageUrl = (maxLength: number) =>
  v.pipe(
    v.string('must be an image address'),
    v.maxLength(maxLength, 'is too large'),
    v.regex(/^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml|avif);base64,)/, 'must be an image'),
    noControlCharacters(),
  );

/** An object's messages: `whole` when it is no object, 'is required' for a missing field. */
export const objectMessage =
  (whole = 'must be an object') =>
  (issue: v.BaseIssue<unknown>) =>
    issue.expected === 'never' ? 'is not accepted here' : issue.expected === 'Object' ? whole : 'is required';

/** An object with exactly these fields: an unknown one is refused by name, so nothing slips past. */
export const record = <const E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, objectMessage());

/** An instant every reader takes alike: a date and time with 'Z' or an offset, never local time. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export const instant = (message = 'must be a date and time with its time zone, such as 2026-12-01T09:00:00Z') =>
  v.pipe(v.string(message), v.regex(INSTANT, message), v.check((value) => !Number.isNaN(Date.parse(value)), message));

const parses = (url: string) => {
  try {
    return Boolean(new URL(url));
  } catch {
    return false;
  }
};

/** An absolute http(s) URL; `message` says what it must be. */
export const httpUrl = (message = 'must be an http(s) URL') =>
  v.pipe(
    v.string(message),
    v.check((value) => /^https?:\/\//i.test(value) && parses(value), message),
  );
