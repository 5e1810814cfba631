import { Refusal } from '../http/refusal';

/** Returns a charge to the buyer, whole; resolves once the provider has taken the refund (or had it already). */
export type RefundCharge = (reference: string) => Promise<void>;

const unreachable = () => new Refusal('unavailable', 'The payment provider could not be reached to refund the payment. Please try again.');

/**
 * Paystack's `POST /refund` for the whole transaction, with the secret key. A transaction refunded
 * before ("fully reversed") counts as refunded: the confirm and the webhook may both get here.
 */
export function paystackRefunder(options: { apiUrl: string; secretKey: string; fetchImpl?: typeof fetch }): RefundCharge {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (reference) => {
    let res: Response;
    try {
      res = await fetchImpl(`${options.apiUrl}/refund`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.secretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ transaction: reference }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unreachable();
    }
    if (res.ok) return;
    const body = (await res.json().catch(() => ({}))) as { message?: unknown };
    if (res.status === 400 && /fully reversed|already been refunded/i.test(String(body.message ?? ''))) return;
    throw unreachable();
  };
}
