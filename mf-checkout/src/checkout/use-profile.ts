import { useEffect, useState } from 'react';
import { sessionFromAccount, type SessionUser } from 'shared-contracts';
import { profileIsKnown } from 'shared-contracts/core';
import { useCheckoutCalls } from '../server/checkout-calls';

export type ProfileState =
  | { status: 'known'; user: SessionUser }
  | { status: 'loading' }
  | { status: 'failed'; retry(): void };

type Read = { uid: string; user: SessionUser } | { uid: string; failed: true };

/**
 * The shopper's whole profile, which checkout's gate and prefill depend on. A session restored from
 * the browser lacks it until the shell reads the account again; checkout reads it too rather than
 * judge a partial profile (it would gate step 2, then jump on when the profile came), and says so
 * if the read fails.
 */
export function useProfile(user: SessionUser & { uid: string }): ProfileState {
  const calls = useCheckoutCalls();
  const known = profileIsKnown(user);
  const [read, setRead] = useState<Read | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { uid, providerId } = user;

  useEffect(() => {
    if (known) return;
    let live = true;
    const failed = () => live && setRead({ uid, failed: true });
    calls.readAccount().then((doc) => {
      if (!live) return;
      if (doc) setRead({ uid, user: sessionFromAccount({ uid, providerId: providerId ?? 'google.com' }, doc) });
      else failed();
    }, failed);
    return () => {
      live = false;
    };
  }, [known, calls, uid, providerId, attempt]);

  if (known) return { status: 'known', user };
  if (read?.uid !== uid) return { status: 'loading' };
  if ('failed' in read) {
    return {
      status: 'failed',
      retry: () => {
        setRead(null);
        setAttempt((n) => n + 1);
      },
    };
  }
  return { status: 'known', user: read.user };
}
