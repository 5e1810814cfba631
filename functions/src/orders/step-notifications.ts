import type { ShopNotification } from 'shared-contracts';
import type { OrderRecord } from './order-record';

/** Who hears of a step, and what they read: the buyer of the seller's steps, the sellers of the buyer's. */
export interface StepNotice {
  to: string[];
  note: ShopNotification;
}

const itemsOf = (order: Pick<OrderRecord, 'items'>) => order.items.map((l) => `${l.name} × ${l.quantity}`).join(', ');

/**
 * The notification a step sends the other party (issue 19), with a link to the order: the buyer
 * hears of sealed, dispatched and arrived; the sellers of paid, confirmed, returned and reviewed.
 * Its id is the order's and the status's, so a step repeated by a retry cannot notify twice.
 */
export function stepNotice(order: OrderRecord, status: string, at: number): StepNotice | null {
  const note = (type: ShopNotification['type'], title: string, message: string, actionUrl: string): ShopNotification => ({
    id: `${order.id}-${status}`,
    type,
    title,
    message,
    isRead: false,
    isPersistent: true,
    createdAt: at,
    actionUrl,
    actionText: 'View order',
  });
  const buyer = (n: ShopNotification) => ({ to: [order.buyerUid], note: n });
  const sellers = (n: ShopNotification) => ({ to: order.sellerIds.filter((uid) => uid !== order.buyerUid), note: n });
  switch (status) {
    case 'sealed':
      return buyer(note('other', 'Order sealed', `Your order ${order.id} is packed and sealed for dispatch.`, '/orders/sealed'));
    case 'dispatched':
      return buyer(
        note('other', 'Order dispatched', `Your order ${order.id} is on its way with ${order.courier}, tracking number ${order.trackingNumber}.`, '/orders/dispatched'),
      );
    case 'arrived':
      return buyer(note('success', 'Order arrived', `Your order ${order.id} has arrived. Confirm receipt, or return it within 7 days.`, '/orders/arrived'));
    case 'paid':
      return sellers(note('success', 'New sale', `Order ${order.id} is paid: ${itemsOf(order)}. Seal it once it is packed.`, '/account'));
    case 'confirmed':
      return sellers(note('success', 'Order received', `The buyer confirmed receipt of order ${order.id}.`, '/account'));
    case 'returned':
      return sellers(note('warning', 'Order returned', `The buyer is returning order ${order.id}: ${order.returnReason}`, '/account'));
    case 'reviewed':
      return sellers(note('other', 'New review', `Order ${order.id} was reviewed: ${order.review?.rating} out of 5.`, '/account'));
    default:
      return null;
  }
}
