import { MESSAGES } from 'shared-contracts';
import type { PaymentGateway, PaymentRequest, PaymentResult } from './payment-gateway';
import { describeParamError, isParamError } from './describe-param-error';
import { transactionParamsError } from './transaction-params';

/** What the popup hands onSuccess (Paystack's fields; the sandbox gives the same). */
export interface PopupSuccess {
  reference: string;
  message: string;
  id?: number;
  status?: string;
  trans?: string;
  transaction?: string;
  trxref?: string;
}

/** newTransaction's options as the shop sends them (Paystack's names, amount in kobo). */
export interface PopupTransactionParams {
  key: string;
  email: string;
  amount: number;
  currency: string;
  reference: string;
  firstName: string;
  lastName: string;
  metadata: Record<string, unknown>;
  onSuccess(transaction: PopupSuccess): void;
  onCancel(): void;
  onLoad?(response: { id: number; customer: Record<string, unknown>; accessCode: string }): void;
  onError(error: { message: string }): void;
}

/** The PaystackPop shape: throws on bad options, otherwise answers through exactly one callback. */
export interface PopupLike {
  newTransaction(params: PopupTransactionParams): unknown;
}

type Options = Omit<PopupTransactionParams, 'onSuccess' | 'onCancel' | 'onLoad' | 'onError'>;

function optionsFor(request: PaymentRequest, key: string): Options {
  return {
    key,
    email: request.email,
    amount: request.amountKobo,
    currency: request.currency,
    reference: request.reference,
    firstName: request.firstName,
    lastName: request.lastName,
    metadata: request.metadata,
  };
}

/** A provider's words as a sentence that MESSAGES.payment.failed can carry. */
function asSentence(text: string | undefined, fallback: string): string {
  const trimmed = text?.trim() || fallback;
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const failed = (message: string): PaymentResult => ({ status: 'failed', message });

function fromThrown(error: unknown): PaymentResult {
  if (isParamError(error)) return failed(MESSAGES.payment.invalid(describeParamError(error)));
  const message = error instanceof Error ? error.message : undefined;
  return failed(MESSAGES.payment.failed(asSentence(message, 'The payment window stopped unexpectedly')));
}

function transact(popup: PopupLike, options: Options): Promise<PaymentResult> {
  return new Promise((resolve) => {
    try {
      popup.newTransaction({
        ...options,
        onSuccess: (transaction) =>
          resolve({
            status: 'success',
            // The provider's reference is the one its server verifies; ours is the fallback.
            reference: transaction?.reference || options.reference,
            message: transaction?.message || 'Approved',
          }),
        onCancel: () => resolve({ status: 'cancelled' }),
        onError: (error) =>
          resolve(failed(MESSAGES.payment.failed(asSentence(error?.message, 'The payment provider reported an error')))),
      });
    } catch (error) {
      resolve(fromThrown(error));
    }
  });
}

/**
 * A PaymentGateway over a PaystackPop-shaped popup, loaded by `openPopup` only when a payment starts.
 * A bad request is refused before anything loads; a popup that cannot load fails this payment only,
 * and the next one loads again. While a payment is open, another pay joins it.
 */
export function createPopupGateway(openPopup: () => Promise<PopupLike>, publicKey: string): PaymentGateway {
  let open: Promise<PaymentResult> | null = null;

  async function run(request: PaymentRequest): Promise<PaymentResult> {
    const options = optionsFor(request, publicKey);
    const refused = transactionParamsError(options);
    if (refused) return failed(MESSAGES.payment.invalid(describeParamError(refused)));
    let popup: PopupLike;
    try {
      popup = await openPopup();
    } catch {
      // A chunk that failed (offline, ChunkLoadError) is fetched again by the next import().
      return failed(MESSAGES.payment.unavailable);
    }
    return transact(popup, options);
  }

  return {
    pay(request) {
      if (open) return open;
      const payment = run(request).finally(() => {
        open = null;
      });
      open = payment;
      return payment;
    },
  };
}
