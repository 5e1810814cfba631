import { Refusal } from '../http/refusal';
import type { WebhookAnswer } from '../http/webhook-answer';
import { isPaystackSignatureValid } from '../payments/paystack-signature';
import { orderOfReference } from './order-of-reference';
import { settleOrder, type SettleDeps } from './settle-order';

interface PaystackEvent {
  event?: unknown;
  data?: { reference?: unknown; status?: unknown; amount?: unknown; currency?: unknown };
}

/**
 * Paystack's `charge.success` webhook: a signed body pays the order of its reference, through the
 * same settlement as the browser's confirm. Unsigned or mis-signed bodies are refused; events the
 * shop does not act on, and references it does not know, are acknowledged so Paystack stops retrying.
 */
export async function handlePaystackWebhook(
  deps: SettleDeps & { secretKey: string },
  request: { rawBody: Buffer; signature: string | undefined },
): Promise<WebhookAnswer> {
  if (!isPaystackSignatureValid(request.rawBody, request.signature, deps.secretKey)) {
    return { status: 401, body: 'invalid signature' };
  }
  let event: PaystackEvent;
  try {
    event = JSON.parse(request.rawBody.toString('utf8')) as PaystackEvent;
  } catch {
    return { status: 400, body: 'invalid body' };
  }
  const data = event.data;
  if (event.event !== 'charge.success' || typeof data?.reference !== 'string') return { status: 200, body: 'ignored' };
  const order = await orderOfReference(deps, data.reference);
  if (!order) return { status: 200, body: 'unknown reference' };
  const charge = {
    reference: data.reference,
    status: String(data.status ?? ''),
    amount: typeof data.amount === 'number' ? data.amount : -1,
    currency: String(data.currency ?? ''),
  };
  try {
    const settled = await settleOrder(deps, order.id, charge, 'payment');
    return { status: 200, body: settled.status };
  } catch (error) {
    // A charge that does not match its order is acknowledged (retrying will not fix it) and left unpaid.
    if (error instanceof Refusal && error.code === 'failed-precondition') return { status: 200, body: error.message };
    throw error;
  }
}
