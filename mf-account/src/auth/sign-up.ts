import { MESSAGES, newAccountDocument, sessionFromAccount, type AccountStore, type Identity } from 'shared-contracts';
import { identityFailure, type AuthOutcome } from './outcome';

export interface AuthPorts {
  identity: Identity;
  accounts: AccountStore;
  now?: () => Date;
}

/**
 * SPEC §4 Sign-up: Google sign-in, write the account document, read it back, sign in.
 * An account that already exists is signed in as it is, never overwritten. On any failure
 * after the provider signed the shopper in, they are signed out again: no half sign-in.
 */
export async function signUp({ identity, accounts, now = () => new Date() }: AuthPorts): Promise<AuthOutcome> {
  let user;
  try {
    user = await identity.signInWithGoogle();
  } catch (error) {
    return { ok: false, ...identityFailure(error, MESSAGES.signUp.failed) };
  }
  try {
    const written = await accounts.create(user.uid, newAccountDocument(user, now()));
    const doc = await accounts.read(user.uid);
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
