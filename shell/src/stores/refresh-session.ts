import { sessionFromAccount, type ShopStores } from 'shared-contracts';
import type { ShellCalls } from '../accounts/shell-calls';

/**
 * The browser keeps only the name, email and picture of a session (sessionForStorage): the rest of the
 * profile (phone, address, birth date…) is read again from the account when a page starts signed in, or
 * when another tab changed the session. A read that a newer change overtook is made again; one that fails
 * keeps what the page has. `onRead` hears each time the whole profile is known.
 */
export function createSessionRefresher(calls: Pick<ShellCalls, 'readAccount'>, session: ShopStores['session'], onRead: () => void) {
  let reading = false;
  let again = false;
  let disposed = false;

  const refresh = () => {
    const asked = session.get();
    if (disposed || !asked.isLoggedIn || !asked.uid) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    const uid = asked.uid;
    calls.readAccount().then(
      (doc) => {
        reading = false;
        const now = session.get();
        if (disposed || !now.isLoggedIn || now.uid !== uid) return;
        // The session changed while the account was read (a save, another tab): read the newer one.
        if (now !== asked || again) {
          again = false;
          refresh();
          return;
        }
        // No account: following the identity provider decides what that means for the session.
        if (!doc) return;
        session.set(sessionFromAccount({ uid, providerId: now.providerId ?? 'google.com' }, doc));
        onRead();
      },
      (error: unknown) => {
        reading = false;
        again = false;
        console.warn('The account could not be read again; the page keeps the profile it has', error);
      },
    );
  };

  return {
    refresh,
    dispose: () => {
      disposed = true;
    },
  };
}
