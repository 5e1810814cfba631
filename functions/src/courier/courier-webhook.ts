import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import { Refusal } from '../http/refusal';
import { stepOrder } from '../orders/advance-order';
import type { OrderRecord } from '../orders/order-record';
import type { WebhookAnswer } from '../payments/paystack-webhook';
import { isCourierSignatureValid } from './courier-signature';

interface CourierEvent {
  event?: unknown;
  trackingNumber?: unknown;
}

/**
 * A courier's delivery report: `{"event":"delivered","trackingNumber":"…"}`, signed (see
 * courier-signature). It marks the dispatched order with that tracking number arrived, as the
 * courier, through the same step as the seller's 'Mark as arrived'. Bad signatures are refused;
 * what retrying cannot change (an unknown number, an order not on its way) is acknowledged, so the
 * courier stops sending it.
 */
export async function handleCourierWebhook(
  deps: Deps & { secret: string },
  request: { rawBody: Buffer; signature: string | undefined },
): Promise<WebhookAnswer> {
  if (!isCourierSignatureValid(request.rawBody, request.signature, deps.secret, deps.now())) {
    return { status: 401, body: 'invalid signature' };
  }
  let event: CourierEvent;
  try {
    event = JSON.parse(request.rawBody.toString('utf8')) as CourierEvent;
  } catch {
    return { status: 400, body: 'invalid body' };
  }
  const trackingNumber = event.trackingNumber;
  if (event.event !== 'delivered' || typeof trackingNumber !== 'string' || !trackingNumber) return { status: 200, body: 'ignored' };

  const snap = await deps.db.collection(COLLECTIONS.orders).where('trackingNumber', '==', trackingNumber).get();
  const orders = snap.docs.map((d) => d.data() as OrderRecord);
  const onItsWay = orders.filter((o) => o.status === 'dispatched');
  if (onItsWay.length > 1) return { status: 200, body: 'ambiguous tracking number' };
  const order = onItsWay[0];
  if (!order) return { status: 200, body: orders.length ? `already ${orders[0]!.status}` : 'unknown tracking number' };
  try {
    const { status } = await stepOrder(
      deps,
      { by: 'courier', roleIn: (o) => (o.trackingNumber === trackingNumber ? 'courier' : null) },
      { orderId: order.id, action: 'arrive', expectedStatus: 'dispatched' },
    );
    return { status: 200, body: status };
  } catch (error) {
    // The seller marked it arrived meanwhile: the report is acknowledged, the order already moved on.
    if (error instanceof Refusal && error.code === 'failed-precondition') return { status: 200, body: error.message };
    throw error;
  }
}
