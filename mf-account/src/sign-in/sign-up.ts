import { MESSAGES, sessionFromAccount, type CallServer, type Identity } from 'shared-contracts';
import { accountCalls } from '../server/account-calls';
import { identityFailure, type AuthOutcome } from './outcome';

export interface AuthPorts {
  identity: Identity;
  /** The shop's server, which acts for the shopper the identity signed in. */
  callServer: CallServer;
}

/**
 * SPEC §4 Sign-up: Google sign-in, the server writes the account document from it, read it back, sign in.
 * An account that already exists is signed in as it is, never overwritten. On any failure
 * after the provider signed the shopper in, they are signed out again: no half sign-in.
 */
export async function signUp({ identity, callServer }: AuthPorts): Promise<AuthOutcome> {
  let user;
  try {
    user = await identity.signInWithGoogle();
  } catch (error) {
    return { ok: false, ...identityFailure(error, MESSAGES.signUp.failed) };
  }
  try {
    const account = accountCalls(callServer);
    const written = await account.createAccount();
    const doc = await account.readAccount();
    if (!doc) {
      await identity.signOut().catch(() => undefined);
      return { ok: false, message: MESSAGES.signUp.missing, kind: 'error' };
    }
    const session = sessionFromAccount(user, doc);
    const message =
      written === 'created' ? MESSAGES.signUp.success : MESSAGES.login.welcomeBack(session.primaryInformation?.firstName);
    return { ok: true, session, message };
  } catch {
    await identity.signOut().catch(() => undefined);
    return { ok: false, message: MESSAGES.signUp.failed, kind: 'error' };
  }
}
