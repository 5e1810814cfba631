import { type CallInput, type CallServer, ServerCallError, MESSAGES, type SessionUser } from 'shared-contracts';
import { SETTINGS_MESSAGES } from './settings-rules';
import { accountCalls, type AccountCalls } from '../server/account-calls';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Shared by every settings save: who may save, and what a failure says (SPEC §6, §8). The shopper
 * reads the spec's message; the underlying reason goes to the console for support.
 */
async function save(
  callServer: CallServer,
  session: SessionUser,
  write: (account: AccountCalls) => Promise<unknown>,
  success: string,
  failure: string,
  logged: (error: string) => string = (error) => `${failure}: ${error}`,
): Promise<SaveOutcome> {
  if (!session.isLoggedIn || !session.uid) return { ok: false, message: MESSAGES.profile.notAuthenticated };
  try {
    await write(accountCalls(callServer));
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
  callServer: CallServer,
  session: SessionUser,
  patch: CallInput<'updatePrimaryInformation'>,
  success: string = MESSAGES.profile.profileUpdated,
) {
  return save(
    callServer,
    session,
    (account) => account.updatePrimaryInformation(patch),
    success,
    SETTINGS_MESSAGES.primaryFailed,
    MESSAGES.profile.profileFailed,
  );
}

/** Merges an address change into the account document; the caller merges the session on success. */
export function updateLocation(callServer: CallServer, session: SessionUser, patch: CallInput<'updateLocation'>) {
  return save(
    callServer,
    session,
    (account) => account.updateLocation(patch),
    MESSAGES.profile.locationUpdated,
    SETTINGS_MESSAGES.locationFailed,
    MESSAGES.profile.locationFailed,
  );
}

/** Merges one or more settings sections into the account's preferences, saying '{tab} settings ...'. */
export function savePreferences(callServer: CallServer, session: SessionUser, patch: CallInput<'savePreferences'>, tab: string) {
  return save(
    callServer,
    session,
    (account) => account.savePreferences(patch),
    SETTINGS_MESSAGES.saved(tab),
    SETTINGS_MESSAGES.saveFailed(tab),
  );
}
