import {
  AccountStoreError,
  MESSAGES,
  type AccountStore,
  type Location,
  type PrimaryInformation,
  type SessionUser,
} from 'shared-contracts';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shared by both updates: who may save, and what a failure says (SPEC §6, §8). */
async function save(
  accounts: AccountStore | undefined,
  session: SessionUser,
  write: (accounts: AccountStore, uid: string) => Promise<unknown>,
  success: string,
  failed: (error: string) => string,
): Promise<SaveOutcome> {
  if (!session.isLoggedIn || !session.uid) return { ok: false, message: MESSAGES.profile.notAuthenticated };
  // A shell older than contracts 1.2 hands no account store.
  if (!accounts) return { ok: false, message: failed('the account store is not available') };
  try {
    await write(accounts, session.uid);
    return { ok: true, message: success };
  } catch (error) {
    if (error instanceof AccountStoreError && error.code === 'not-found') {
      return { ok: false, message: MESSAGES.profile.notFound };
    }
    return { ok: false, message: failed(reason(error)) };
  }
}

/** Merges a profile change into the account document (SPEC §7); the caller merges the session on success. */
export function updatePrimaryInformation(
  accounts: AccountStore | undefined,
  session: SessionUser,
  patch: Partial<PrimaryInformation>,
) {
  return save(
    accounts,
    session,
    (store, uid) => store.updatePrimaryInformation(uid, patch),
    MESSAGES.profile.profileUpdated,
    MESSAGES.profile.profileFailed,
  );
}

/** Merges an address change into the account document; the caller merges the session on success. */
export function updateLocation(accounts: AccountStore | undefined, session: SessionUser, patch: Partial<Location>) {
  return save(
    accounts,
    session,
    (store, uid) => store.updateLocation(uid, patch),
    MESSAGES.profile.locationUpdated,
    MESSAGES.profile.locationFailed,
  );
}
