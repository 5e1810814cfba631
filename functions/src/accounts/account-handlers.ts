import { mergePreferences, newAccountDocument } from 'shared-contracts/core';
import type { AccountDocument, AccountPreferences, Location, PrimaryInformation, ShopNotification } from 'shared-contracts';
import { shopperProfilePatch, type PrimaryInformationPatch } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import { deliverInbox, type AccountWithInbox } from './account-inbox';

// The account document (SPEC §3) is the shopper's own, written only here. Orders and listings live
// in their own collections, so the document's lists stay empty and small.

const accountRef = (deps: Deps, uid: string) => deps.db.collection(COLLECTIONS.accounts).doc(uid);
const userNotFound = () => new Refusal('not-found', 'User not found');

/** Creates the caller's account from their verified sign-in, unless it exists; never overwrites. */
export async function createAccount(deps: Deps, caller: SignedInCaller): Promise<{ outcome: 'created' | 'exists' }> {
  const doc = newAccountDocument(
    { uid: caller.uid, email: caller.email, displayName: caller.name, photoUrl: caller.picture, providerId: caller.providerId },
    new Date(deps.now()),
  );
  return deps.db.runTransaction(async (tx) => {
    const ref = accountRef(deps, caller.uid);
    if ((await tx.get(ref)).exists) return { outcome: 'exists' as const };
    tx.create(ref, doc);
    return { outcome: 'created' as const };
  });
}

export async function readAccount(deps: Deps, caller: SignedInCaller): Promise<AccountDocument | null> {
  const snap = await accountRef(deps, caller.uid).get();
  if (!snap.exists) return null;
  const { inbox: _, ...doc } = snap.data() as AccountWithInbox;
  return doc;
}

/** Merges one part of the account document in a transaction and returns the merged value. */
async function mergeIntoAccount<T extends object>(
  deps: Deps,
  uid: string,
  read: (doc: AccountDocument) => T | undefined,
  field: string,
  patch: Partial<T>,
): Promise<T> {
  return deps.db.runTransaction(async (tx) => {
    const ref = accountRef(deps, uid);
    const snap = await tx.get(ref);
    if (!snap.exists) throw userNotFound();
    const merged = { ...read(snap.data() as AccountDocument), ...patch } as T;
    tx.update(ref, { [field]: merged });
    return merged;
  });
}

/** SPEC §4: merges into user.primaryInformation; what only the server knows keeps its value. */
export function updatePrimaryInformation(deps: Deps, caller: SignedInCaller, patch: PrimaryInformationPatch) {
  return mergeIntoAccount<Partial<PrimaryInformation>>(
    deps,
    caller.uid,
    (doc) => doc.user?.primaryInformation,
    'user.primaryInformation',
    shopperProfilePatch(patch),
  );
}

export async function updateLocation(deps: Deps, caller: SignedInCaller, patch: Partial<Location>) {
  return mergeIntoAccount<Partial<Location>>(deps, caller.uid, (doc) => doc.user?.location, 'user.location', patch);
}

export async function readPreferences(deps: Deps, caller: SignedInCaller): Promise<AccountPreferences> {
  const doc = await readAccount(deps, caller);
  if (!doc) throw userNotFound();
  return doc.preferences ?? {};
}

export async function savePreferences(deps: Deps, caller: SignedInCaller, patch: AccountPreferences): Promise<AccountPreferences> {
  return deps.db.runTransaction(async (tx) => {
    const ref = accountRef(deps, caller.uid);
    const snap = await tx.get(ref);
    if (!snap.exists) throw userNotFound();
    const merged = mergePreferences((snap.data() as AccountDocument).preferences, patch);
    tx.update(ref, { preferences: merged });
    return merged;
  });
}

/** The shopper's notifications; what the server sent them since (order steps) is delivered into the list now. */
export async function listNotifications(deps: Deps, caller: SignedInCaller): Promise<ShopNotification[]> {
  return deps.db.runTransaction(async (tx) => {
    const ref = accountRef(deps, caller.uid);
    const snap = await tx.get(ref);
    if (!snap.exists) throw userNotFound();
    return deliverInbox(deps, tx, ref, snap.data() as AccountWithInbox);
  });
}

export async function saveNotifications(deps: Deps, caller: SignedInCaller, items: ShopNotification[]): Promise<void> {
  await deps.db.runTransaction(async (tx) => {
    const ref = accountRef(deps, caller.uid);
    if (!(await tx.get(ref)).exists) throw userNotFound();
    tx.update(ref, { notifications: items });
  });
}
