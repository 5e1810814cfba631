import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import { Refusal } from '../http/refusal';
import { stepOrder, type Standing } from '../orders/advance-order';
import type { OrderRecord } from '../orders/order-record';
import { isShared } from '../orders/seller-parts';
import type { WebhookAnswer } from '../http/webhook-answer';
import { isCourierSignatureValid } from './courier-signature';

/** What travels under this number: the parts shipped under it on a shared order, or the whole order. */
function courierStanding(order: OrderRecord, trackingNumber: string): Standing | null {
  if (!isShared(order)) return order.trackingNumber === trackingNumber ? { role: 'courier' } : null;
  const parts = Object.entries(order.parts ?? {}).filter(([, part]) => part.trackingNumber === trackingNumber);
  return parts.length ? { role: 'courier', parts: parts.map(([id]) => id) } : null;
}

/** Where the shipment under this number is now. */
function shipmentStatus(order: OrderRecord, trackingNumber: string): string {
  if (!isShared(order)) return order.status;
  return Object.values(order.parts ?? {}).find((part) => part.trackingNumber === trackingNumber)?.status ?? order.status;
}

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

  const orders = deps.db.collection(COLLECTIONS.orders);
  const snaps = await Promise.all([
    orders.where('trackingNumbers', 'array-contains', trackingNumber).get(),
    // Orders dispatched before `trackingNumbers` was kept.
    orders.where('trackingNumber', '==', trackingNumber).get(),
  ]);
  const found = [...new Map(snaps.flatMap((snap) => snap.docs.map((d) => [d.id, d.data() as OrderRecord] as const))).values()];
  const onItsWay = found.filter((o) => shipmentStatus(o, trackingNumber) === 'dispatched');
  if (onItsWay.length > 1) return { status: 200, body: 'ambiguous tracking number' };
  const order = onItsWay[0];
  if (!order) return { status: 200, body: found.length ? `already ${shipmentStatus(found[0]!, trackingNumber)}` : 'unknown tracking number' };
  try {
    const { status } = await stepOrder(
      deps,
      { by: 'courier', standingIn: (o) => courierStanding(o, trackingNumber) },
      { orderId: order.id, action: 'arrive', expectedStatus: 'dispatched' },
    );
    return { status: 200, body: status };
  } catch (error) {
    // The seller marked it arrived meanwhile: the report is acknowledged, the order already moved on.
    if (error instanceof Refusal && error.code === 'failed-precondition') return { status: 200, body: error.message };
    throw error;
  }
}
