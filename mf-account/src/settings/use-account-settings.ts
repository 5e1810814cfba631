import { useEffect, useState } from 'react';
import { usePlatform, type AccountPreferences, type Location, type PrimaryInformation, type SessionUser } from 'shared-contracts';
import { accountCalls } from '../server/account-calls';

export type AccountSettings =
  | { status: 'loading' }
  | {
      status: 'ready';
      primaryInformation: Partial<PrimaryInformation>;
      location: Partial<Location>;
      preferences: AccountPreferences;
      /** The account could not be read: the forms show the session's copy and the defaults. */
      stale: boolean;
    };

/**
 * What Settings shows, read from the shop's server (the session holds only a copy, and no
 * preferences). `retry` reads it again.
 */
export function useAccountSettings(session: SessionUser): [AccountSettings, () => void] {
  const { callServer } = usePlatform();
  const [state, setState] = useState<AccountSettings>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const uid = session.isLoggedIn ? session.uid : null;

  useEffect(() => {
    if (!uid) return;
    let current = true;
    setState({ status: 'loading' });
    const fromSession = (stale: boolean) => ({
      status: 'ready' as const,
      primaryInformation: session.primaryInformation ?? {},
      location: session.location ?? {},
      preferences: {},
      stale,
    });
    const load = async () => {
      const account = accountCalls(callServer);
      const doc = await account.readAccount();
      if (!doc) return fromSession(true);
      const preferences = await account.readPreferences();
      return { status: 'ready' as const, primaryInformation: doc.user.primaryInformation, location: doc.user.location, preferences, stale: false };
    };
    load().then(
      (loaded) => current && setState(loaded),
      (error: unknown) => {
        console.warn('Settings could not be loaded', error);
        if (current) setState(fromSession(true));
      },
    );
    return () => {
      current = false;
    };
    // Read once per shopper (and per retry): the forms own their values after that, so a session
    // change the forms themselves made must not reload them.
  }, [callServer, uid, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}
