import { ServerCallError } from 'shared-contracts';
import type { CheckoutCalls } from '../../server/checkout-calls';

export interface RetryOptions {
  /** Waits before each retry, in ms; its length is how many retries follow the first try. */
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

export const RETRY_DELAYS = [1000, 2000, 4000, 8000, 16000] as const;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Confirmation =
  | { outcome: 'paid' }
  /** The server checked with the provider and the payment was not made: its reason. */
  | { outcome: 'refused'; reason: string }
  /** The server could not be reached on any try; the order stays as the server has it. */
  | { outcome: 'unreachable' };

/**
 * Asks the shop's server to verify a payment the pop-up reported, retrying while the server cannot
 * be reached (never when it answered no). Asking again is harmless: a paid order stays paid once.
 */
export async function confirmPayment(
  calls: Pick<CheckoutCalls, 'confirmPayment'>,
  orderId: string,
  { delays = RETRY_DELAYS, wait = sleep }: RetryOptions = {},
): Promise<Confirmation> {
  for (let tryIndex = 0; ; tryIndex++) {
    try {
      // The server answers only once the order is paid; a payment it could not verify is a refusal.
      await calls.confirmPayment(orderId);
      return { outcome: 'paid' };
    } catch (error) {
      if (error instanceof ServerCallError && (error.code === 'invalid' || error.code === 'not-found')) {
        return { outcome: 'refused', reason: error.message };
      }
      const delay = delays[tryIndex];
      if (delay === undefined) return { outcome: 'unreachable' };
      await wait(delay);
    }
  }
}
