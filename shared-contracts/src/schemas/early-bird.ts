import * as v from 'valibot';
import { EARLY_BIRD_IMAGES_MAX, EARLY_BIRD_IMAGE_MAX_BYTES } from '../constants';
import { isValidEmail } from '../domain/email';
import { MESSAGES } from '../messages';
import { noControlCharacters } from './control-characters';
import { record, text, wellFormed } from './fields';
import { TEXT_LIMITS } from './limits';

const M = MESSAGES.earlyBird;

/** A data URL of EARLY_BIRD_IMAGE_MAX_BYTES is about 4/3 of it in base64. */
const IMAGE_URL_MAX = Math.ceil((EARLY_BIRD_IMAGE_MAX_BYTES * 4) / 3) + 64;

const personName = v.pipe(
  v.string(M.fullName),
  wellFormed,
  v.trim(),
  noControlCharacters(),
  v.minLength(1, M.fullName),
  v.maxLength(TEXT_LIMITS.personName, `must be at most ${TEXT_LIMITS.personName} characters`),
);

const picture = record({
  title: v.optional(text(TEXT_LIMITS.shortText), ''),
  /** The file as read, JPEG or PNG only (the upload hint's promise); its size is the server's to check. */
  image: v.pipe(
    v.string('must be an image'),
    v.maxLength(IMAGE_URL_MAX, 'is larger than 2MB'),
    v.regex(/^data:image\/(png|jpeg);base64,/, M.onlyImages),
    noControlCharacters(),
  ),
});

/**
 * An early-bird registration as the page sends it (SPEC §3 Early-bird form, pictures read as data
 * URLs). The fields are checked in the spec's order, name, email, then images, with its messages.
 */
export const EarlyBirdRegistrationSchema = record({
  firstName: personName,
  lastName: personName,
  email: v.pipe(
    v.string(M.email),
    wellFormed,
    v.trim(),
    noControlCharacters(),
    v.maxLength(TEXT_LIMITS.email, `must be at most ${TEXT_LIMITS.email} characters`),
    v.check(isValidEmail, M.email),
  ),
  images: v.pipe(
    v.array(picture, M.image),
    v.minLength(1, M.image),
    v.maxLength(EARLY_BIRD_IMAGES_MAX, M.tooMany(EARLY_BIRD_IMAGES_MAX)),
  ),
  phone: v.optional(text(TEXT_LIMITS.phone), ''),
  company: v.optional(text(TEXT_LIMITS.shortText), ''),
});

export type EarlyBirdRegistration = v.InferInput<typeof EarlyBirdRegistrationSchema>;

/** 'updated': a registration with that email (in any letter case) was already there and now holds this one. */
export type EarlyBirdOutcome = 'registered' | 'updated';
