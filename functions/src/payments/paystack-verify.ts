import { Refusal } from '../http/refusal';
import type { VerifyCharge } from './charge';

interface PaystackVerifyResponse {
  status: boolean;
  message?: string;
  data?: { reference?: string; status?: string; amount?: number; currency?: string };
}

/**
 * Paystack's `GET /transaction/verify/:reference` with the secret key (never the browser's). A
 * reference Paystack does not know answers 400 or 404 with status false: no charge.
 */
export function paystackVerifier(options: { apiUrl: string; secretKey: string; fetchImpl?: typeof fetch }): VerifyCharge {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (reference) => {
    let res: Response;
    try {
      res = await fetchImpl(`${options.apiUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
        headers: { Authorization: `Bearer ${options.secretKey}` },
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new Refusal('unavailable', 'The payment provider could not be reached. Please try again.');
    }
    if (res.status === 400 || res.status === 404) return null;
    if (!res.ok) throw new Refusal('unavailable', 'The payment provider could not be reached. Please try again.');
    const body = (await res.json()) as PaystackVerifyResponse;
    const data = body.data;
    if (!body.status || !data || typeof data.amount !== 'number') return null;
    return { reference: String(data.reference ?? ''), status: String(data.status ?? ''), amount: data.amount, currency: String(data.currency ?? '') };
  };
}
