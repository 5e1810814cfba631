import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOAST, useBus, usePlatform, useToast } from 'shared-contracts';
import type { AuthOutcome } from './outcome';
import { safeNextPath } from './safe-next-path';
import type { AuthPorts } from './sign-up';

/**
 * Runs a sign-in flow from a screen: one at a time, then stores the session, says how it went
 * and returns to the page that sent the shopper (`?next=`), or the shop.
 */
export function useSignIn(flow: (ports: AuthPorts) => Promise<AuthOutcome>) {
  const { identity, callServer } = usePlatform();
  const bus = useBus();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  // The provider's SDK loads while the shopper reads the page, so Google's pop-up opens within the click.
  useEffect(() => identity.preload?.(), [identity]);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await flow({ identity, callServer });
    if (outcome.ok) {
      bus.emit('session:set', outcome.session);
      toast('success', outcome.message, TOAST.successMs);
      navigate(next, { replace: true });
    } else {
      toast(outcome.kind, outcome.message, TOAST.errorMs);
    }
    if (mounted.current) setBusy(false);
  };
  return { run, busy, next };
}
