import { MESSAGES, sessionFromAccount } from 'shared-contracts';
import { accountCalls } from '../server/account-calls';
import { identityFailure, type AuthOutcome } from './outcome';
import type { AuthPorts } from './sign-up';

/**
 * SPEC §4 Login: Google sign-in, then the account document. No document: the shopper is told
 * to sign up and is signed out of the provider again, so no session exists without an account.
 */
export async function logIn({ identity, callServer }: AuthPorts): Promise<AuthOutcome> {
  let user;
  try {
    user = await identity.signInWithGoogle();
  } catch (error) {
    return { ok: false, ...identityFailure(error, MESSAGES.login.failed) };
  }
  try {
    const doc = await accountCalls(callServer).readAccount();
    if (!doc) {
      await identity.signOut().catch(() => undefined);
      return { ok: false, message: MESSAGES.login.noAccount, kind: 'error' };
    }
    const session = sessionFromAccount(user, doc);
    return { ok: true, session, message: MESSAGES.login.welcomeBack(session.primaryInformation?.firstName) };
  } catch {
    await identity.signOut().catch(() => undefined);
    return { ok: false, message: MESSAGES.login.failed, kind: 'error' };
  }
}
