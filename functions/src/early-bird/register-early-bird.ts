import { createHash } from 'node:crypto';
import { EARLY_BIRD_IMAGE_MAX_BYTES } from 'shared-contracts/core';
import { MESSAGES } from 'shared-contracts/core';
import type { InferOutput } from 'valibot';
import type { EarlyBirdOutcome, EarlyBirdRegistrationSchema } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import { Refusal } from '../http/refusal';
import { decodeImageDataUrl } from '../images/image-data-url';
import type { ImageStore } from '../images/image-store';
import type { Caller } from '../http/caller';

export interface EarlyBirdDeps extends Deps {
  images: ImageStore;
  /** When the offer ends (ms); none: it runs until the config names an end. */
  endsAt?: number;
}

/** A registration as kept: what was typed, and the pictures by their address in the image store. */
export interface EarlyBirdRecord {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  images: { title: string; url: string }[];
  registeredAt: number;
  updatedAt: number;
}

/** One document per email in any letter case, named by its hash so no address sits in a path or a log. */
export const earlyBirdId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

/**
 * What a registration's pictures weigh, from their base64 (3 bytes per 4 characters), for the byte budget
 * the server checks before it decodes or stores any of them.
 */
export const pictureBytes = (images: readonly { image: string }[]) =>
  images.reduce((sum, { image }) => sum + Math.floor(((image.length - image.indexOf(',') - 1) * 3) / 4), 0);

/** Whether the caller is the email's owner: signed in with that address, vouched for by their provider. */
const ownsEmail = (caller: Caller, email: string) =>
  caller.uid !== null && caller.emailVerified && caller.email?.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * Keeps an early-bird registration (the schema has checked its fields in the spec's order): refused once
 * the offer has ended; the pictures are checked and stored first, so a refused picture stores nothing.
 * One registration per email, and only its owner replaces it (signed in with that email, verified),
 * keeping when it was first made; the replaced pictures are deleted. Anyone else registering a known email
 * changes nothing, their pictures are deleted, and the answer is the same as for a new one ('registered'):
 * nobody learns from it whether an email is on the list.
 */
export async function registerEarlyBird(
  deps: EarlyBirdDeps,
  input: InferOutput<typeof EarlyBirdRegistrationSchema>,
  caller: Caller,
): Promise<EarlyBirdOutcome> {
  const now = deps.now();
  if (deps.endsAt !== undefined && now >= deps.endsAt) throw new Refusal('failed-precondition', MESSAGES.earlyBird.ended);
  const id = earlyBirdId(input.email);
  const decoded = input.images.map(({ image }, i) => {
    const picture = decodeImageDataUrl(image, EARLY_BIRD_IMAGE_MAX_BYTES);
    if (!picture.ok) throw new Refusal('invalid-argument', `images.${i}.image: ${picture.problem}`);
    return picture;
  });
  // A new address per registration: stored pictures are cached for a year under their address.
  const stamp = now.toString(36);
  const urls = await Promise.all(decoded.map((p, i) => deps.images.save(`early-bird-${id}-${stamp}-${i}`, p.bytes, p.contentType)));
  const ref = deps.db.collection(COLLECTIONS.earlyBirdRegistrations).doc(id);
  const owner = ownsEmail(caller, input.email);
  const kept = await deps.db
    .runTransaction(async (tx) => {
      const before = await tx.get(ref);
      if (before.exists && !owner) return { outcome: 'registered' as const, unused: urls };
      const record: EarlyBirdRecord = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        company: input.company,
        images: input.images.map(({ title }, i) => ({ title, url: urls[i]! })),
        registeredAt: before.exists ? (before.get('registeredAt') as number) : now,
        updatedAt: now,
      };
      tx.set(ref, record);
      const replaced = before.exists ? ((before.get('images') as EarlyBirdRecord['images']) ?? []).map((p) => p.url) : [];
      return { outcome: before.exists ? ('updated' as const) : ('registered' as const), unused: replaced };
    })
    .catch(async (error: unknown) => {
      await removeAll(deps.images, urls);
      throw error;
    });
  await removeAll(deps.images, kept.unused);
  return kept.outcome;
}

/** Deletes pictures no registration shows; one that cannot be deleted now is only space, not a fault of the registration. */
const removeAll = (images: ImageStore, urls: readonly string[]) => Promise.all(urls.map((url) => images.remove(url).catch(() => undefined)));
