import { useCallback } from 'react';
import { ServerCallError, usePlatform, useSession, useToast, type AdvanceOrderRequest } from 'shared-contracts';
import { orderCalls } from '../../server/order-calls';
import { STEP_TEXTS } from './step-texts';

export type OrderStep = (request: AdvanceOrderRequest) => Promise<boolean>;

/**
 * A seller's or buyer's step with an order, asked of the shop's server: said in a toast either way,
 * and `reload` after it went through. Undefined for a visitor signed out, so no step is offered there.
 */
export function useOrderStep(reload: () => void): OrderStep | undefined {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  const toast = useToast();
  const step = useCallback(
    async (request: AdvanceOrderRequest) => {
      try {
        const { status } = await orderCalls(callServer).advanceOrder(request);
        toast('success', STEP_TEXTS.done(request.orderId, status));
        reload();
        return true;
      } catch (error) {
        const reason = error instanceof ServerCallError && error.code !== 'unavailable' ? error.message.replace(/^[\w.]+: /, '') : STEP_TEXTS.unreachable;
        toast('error', STEP_TEXTS.refused(reason));
        return false;
      }
    },
    [callServer, reload, toast],
  );
  return uid ? step : undefined;
}
