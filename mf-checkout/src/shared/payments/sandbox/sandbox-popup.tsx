import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MESSAGES } from 'shared-contracts';
import type { PopupLike, PopupTransactionParams } from '../popup-gateway';
import { transactionParamsError } from '../transaction-params';
import { SandboxCheckout } from './SandboxCheckout/SandboxCheckout';

let lastId = 0;

/**
 * The embedded stand-in for PaystackPop: the same newTransaction, the same parameter check and
 * errors, the same callbacks and fields; the shopper answers in an in-page test checkout.
 * React is a shared singleton, so rendering with it here costs nothing extra.
 */
export class SandboxPopup implements PopupLike {
  private cancelOpen: (() => void) | null = null;

  newTransaction(params: PopupTransactionParams): { id: number; reference: string } {
    const refused = transactionParamsError(params);
    if (refused) throw refused;
    // As in Paystack, a new transaction cancels the one still open.
    this.cancelOpen?.();

    lastId += 1;
    const id = lastId;
    const reference = params.reference || `T${Date.now()}${id}`;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);

    let ended = false;
    // Close first (focus goes back to Place Order), then answer, so the caller's reaction comes last.
    const end = (answer: () => void) => {
      if (ended) return;
      ended = true;
      this.cancelOpen = null;
      root.unmount();
      host.remove();
      answer();
    };
    const cancel = () => end(() => params.onCancel?.());
    this.cancelOpen = cancel;

    const trans = String(id);
    flushSync(() =>
      root.render(
        <SandboxCheckout
          amountKobo={Number(params.amount)}
          email={params.email}
          name={[params.firstName, params.lastName].filter(Boolean).join(' ') || undefined}
          reference={reference}
          onPay={() =>
            end(() =>
              params.onSuccess?.({
                id,
                reference,
                message: 'Approved',
                status: 'success',
                trans,
                transaction: trans,
                trxref: reference,
              }),
            )
          }
          onDecline={() => end(() => params.onError?.({ message: MESSAGES.payment.declined }))}
          onCancel={cancel}
        />,
      ),
    );
    params.onLoad?.({
      id,
      customer: { email: params.email, first_name: params.firstName, last_name: params.lastName },
      accessCode: `sandbox_${trans}`,
    });
    return { id, reference };
  }
}
