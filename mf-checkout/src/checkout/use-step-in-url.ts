import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_STEPS } from './checkout-steps';

/**
 * Checkout's step lives in its URL (`/checkout?step=payment`), so the browser's Back, a reload and a
 * shared link land on it. No step, or one that is none, is the first.
 */
export function useStepInUrl() {
  const [params, setParams] = useSearchParams();
  const asked = Math.max(0, CHECKOUT_STEPS.findIndex((step) => step.id === params.get('step')));
  const goTo = useCallback(
    (index: number, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', CHECKOUT_STEPS[index]!.id);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { asked, goTo };
}
