import * as v from 'valibot';
import { noControlCharacters } from './control-characters';
import { wellFormed } from './fields';
import { TEXT_LIMITS } from './limits';

// An account's fields whose value claims to be something (a date, a picture, a page): each is checked to be it.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';
/** Today somewhere on Earth: UTC+14 reaches a date 14 hours before UTC does, so a birthday of today there is not in the future. */
const AHEAD_OF_UTC_MS = 14 * 60 * 60 * 1000;

/** The instant a YYYY-MM-DD day starts in UTC, or null when there is no such day ('2023-02-30', '9999-99-99'). */
function dayStart(value: string): number | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date.getTime() : null;
}

/** A real calendar date that has come, read when the payload is checked. */
export const dateOfBirth = v.pipe(
  v.string(DATE_MESSAGE),
  v.check((value) => dayStart(value) !== null, DATE_MESSAGE),
  v.check((value) => dayStart(value)! <= Date.now() + AHEAD_OF_UTC_MS, 'must be a date in the past'),
);

/**
 * The account page stores an avatar as a 256 px JPEG data URL (mf-account's avatar-image.ts, a few tens of
 * KB); this leaves room for one the browser could not shrink while keeping the account document small.
 */
const PHOTO_DATA_URL_MAX = 256 * 1024;
const PHOTO_MESSAGE = 'must be an https address or an image';
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]*={0,2}$/;

const isHttpsAddress = (value: string) => {
  if (!/^https:\/\//i.test(value) || value.length > TEXT_LIMITS.url) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

/** A profile photo: the sign-in provider's https address, or an image the shopper chose (no SVG: it can carry script). */
export const photoUrl = v.pipe(
  v.string(PHOTO_MESSAGE),
  v.maxLength(PHOTO_DATA_URL_MAX, 'is too long'),
  wellFormed,
  noControlCharacters(),
  v.check((value) => IMAGE_DATA_URL.test(value) || isHttpsAddress(value), PHOTO_MESSAGE),
);

const PATH_MESSAGE = 'must be a path in the shop';

/**
 * A page of this shop: one leading '/'. Never '//' or '/\' (a browser reads either as another host), and no
 * control character (a browser drops a tab or newline from a URL, so '/\t/evil.example' would become '//evil.example').
 */
export const sitePath = v.pipe(
  v.string(PATH_MESSAGE),
  wellFormed,
  noControlCharacters(),
  v.maxLength(TEXT_LIMITS.url, `must be at most ${TEXT_LIMITS.url} characters`),
  v.check((value) => /^\/(?![/\\])/.test(value), PATH_MESSAGE),
);
