import {
  type AccountPreferences,
  type AccountStore,
  ServerCallError,
  type Location,
  MESSAGES,
  type PrimaryInformation,
  type SessionUser,
} from 'shared-contracts';
import { SETTINGS_MESSAGES } from '../rules/settings-rules';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Shared by every settings save: who may save, and what a failure says (SPEC §6, §8). The shopper
 * reads the spec's message; the underlying reason goes to the console for support.
 */
async function save(
  accounts: AccountStore | undefined,
  session: SessionUser,
  write: (accounts: AccountStore, uid: string) => Promise<unknown>,
  success: string,
  failure: string,
  logged: (error: string) => string = (error) => `${failure}: ${error}`,
): Promise<SaveOutcome> {
  if (!session.isLoggedIn || !session.uid) return { ok: false, message: MESSAGES.profile.notAuthenticated };
  // A shell older than contracts 1.2 hands no account store.
  if (!accounts) {
    console.warn(logged('the account store is not available'));
    return { ok: false, message: failure };
  }
  try {
    await write(accounts, session.uid);
    return { ok: true, message: success };
  } catch (error) {
    if (error instanceof ServerCallError && error.code === 'not-found') {
      return { ok: false, message: MESSAGES.profile.notFound };
    }
    console.warn(logged(reason(error)));
    return { ok: false, message: failure };
  }
}

/** Merges a profile change into the account document (SPEC §7); the caller merges the session on success. */
export function updatePrimaryInformation(
  accounts: AccountStore | undefined,
  session: SessionUser,
  patch: Partial<PrimaryInformation>,
  success: string = MESSAGES.profile.profileUpdated,
) {
  return save(
    accounts,
    session,
    (store, uid) => store.updatePrimaryInformation(uid, patch),
    success,
    SETTINGS_MESSAGES.primaryFailed,
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
    SETTINGS_MESSAGES.locationFailed,
    MESSAGES.profile.locationFailed,
  );
}

/** Merges one or more settings sections into the account's preferences, saying '{tab} settings ...'. */
export function savePreferences(accounts: AccountStore | undefined, session: SessionUser, patch: AccountPreferences, tab: string) {
  return save(
    accounts,
    session,
    (store, uid) => store.savePreferences(uid, patch),
    SETTINGS_MESSAGES.saved(tab),
    SETTINGS_MESSAGES.saveFailed(tab),
  );
}
