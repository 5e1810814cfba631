import { useCallback } from 'react';
import { AccountStoreError, usePlatform, useSession, useToast, type AdvanceOrderRequest } from 'shared-contracts';
import { SALE_TEXTS } from '../../components/SaleList/sale-texts';

/**
 * A seller's step with a sale, asked of the shop's server: said in a toast either way, and `reload`
 * after it went through. Undefined under a shell whose store cannot move orders (before contracts 1.8).
 */
export function useSaleStep(reload: () => void) {
  const { accounts } = usePlatform();
  const { uid } = useSession();
  const toast = useToast();
  const step = useCallback(
    async (request: AdvanceOrderRequest) => {
      try {
        const { status } = await accounts!.advanceOrder!(uid!, request);
        toast('success', SALE_TEXTS.done(request.orderId, status));
        reload();
        return true;
      } catch (error) {
        const reason = error instanceof AccountStoreError && error.code !== 'unavailable' ? error.message.replace(/^[\w.]+: /, '') : 'the shop could not be reached.';
        toast('error', SALE_TEXTS.refused(reason));
        return false;
      }
    },
    [accounts, reload, toast, uid],
  );
  return accounts?.advanceOrder && uid ? step : undefined;
}
