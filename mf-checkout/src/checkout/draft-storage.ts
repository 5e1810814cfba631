import type { ShippingData } from 'shared-contracts';
import { SHIPPING_METHODS } from 'shared-contracts/core';
import type { Payer } from './payer';
import type { ShippingField } from './checkout-rules';

/** What the shopper has typed in checkout, kept through Back, Continue and a reload (the step is the URL's). */
export interface CheckoutDraft {
  shipping: ShippingData;
  payer: Payer;
  /** The profile the fields were last synced with, so a profile change re-syncs only untouched fields. */
  profile: Record<ShippingField, string>;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Per tab (sessionStorage) and per shopper: a draft never follows a sign-out into someone else's checkout.
const keyFor = (uid: string | null) => `checkout:${uid ?? 'signed-out'}`;

const isRecordOfStrings = (value: unknown, keys: readonly string[]): boolean =>
  typeof value === 'object' && value !== null && keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

const SHIPPING_KEYS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'country'];

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<CheckoutDraft>;
  return (
    isRecordOfStrings(d.shipping, SHIPPING_KEYS) &&
    SHIPPING_METHODS.some((m) => m.id === d.shipping?.method) &&
    isRecordOfStrings(d.payer, ['firstName', 'lastName', 'email']) &&
    isRecordOfStrings(d.profile, SHIPPING_KEYS)
  );
}

/** The shopper's saved draft, or null when there is none or it is not one (an old or edited entry). */
export function readDraft(storage: Storage, uid: string | null): CheckoutDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(uid)) ?? 'null');
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, uid: string | null, draft: CheckoutDraft): void {
  try {
    storage.setItem(keyFor(uid), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: checkout still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: Storage, uid: string | null): void {
  try {
    storage.removeItem(keyFor(uid));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
