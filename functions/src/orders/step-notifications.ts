import type { ShopNotification } from 'shared-contracts';
import type { Notice } from '../accounts/account-inbox';
import type { OrderRecord } from './order-record';

/** Who hears of a step, and what they read: the buyer of the seller's steps, the sellers of the buyer's. */
export type StepNotice = Notice;

const itemsOf = (order: Pick<OrderRecord, 'items'>) => order.items.map((l) => `${l.name} × ${l.quantity}`).join(', ');

/**
 * The notification a step sends the other party (issue 19), with a link to the order: the buyer
 * hears of sealed, dispatched and arrived (and of a refund); the sellers of paid, confirmed, returned and reviewed.
 * Its id is the order's and the status's, so a step repeated by a retry cannot notify twice. A part of
 * an order shared by several sellers (`part`) is told of by its own items.
 */
export function stepNotice(order: OrderRecord, status: string, at: number, part?: { sellerId: string; lines: OrderRecord['items'] }): StepNotice | null {
  const note = (type: ShopNotification['type'], title: string, message: string, actionUrl: string): ShopNotification => ({
    id: part ? `${order.id}-${part.sellerId}-${status}` : `${order.id}-${status}`,
    type,
    title,
    message,
    isRead: false,
    isPersistent: true,
    createdAt: at,
    // A part's step need not move the order: its list is where the order is now.
    actionUrl: part ? '/orders/all' : actionUrl,
    actionText: 'View order',
  });
  const buyer = (n: ShopNotification) => ({ to: [order.buyerUid], note: n });
  const yours = part ? `Part of your order ${order.id} (${itemsOf({ items: part.lines })})` : `Your order ${order.id}`;
  const sellers = (n: ShopNotification) => ({ to: order.sellerIds.filter((uid) => uid !== order.buyerUid), note: n });
  switch (status) {
    case 'sealed':
      return buyer(note('other', 'Order sealed', `${yours} is packed and sealed for dispatch.`, '/orders/sealed'));
    case 'dispatched':
      return buyer(
        note('other', 'Order dispatched', `${yours} is on its way with ${order.courier}, tracking number ${order.trackingNumber}.`, '/orders/dispatched'),
      );
    case 'arrived':
      // A part arrives before the order may be confirmed: the buyer acts once every part is there.
      if (part) return buyer(note('other', 'Part of an order arrived', `${yours} has arrived.`, '/orders/arrived'));
      return buyer(note('success', 'Order arrived', `Your order ${order.id} has arrived. Confirm receipt, or return it within 7 days.`, '/orders/arrived'));
    case 'refunded':
      return buyer(
        note('warning', 'Payment refunded', `${itemsOf(order)} sold out before your payment for order ${order.id} arrived. The payment was refunded in full.`, '/orders/all'),
      );
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
