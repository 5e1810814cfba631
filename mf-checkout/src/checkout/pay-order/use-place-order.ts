import { useCallback, useRef } from 'react';
import { useBus, type CartLine, type ShippingData } from 'shared-contracts';
import type { Payer } from '../payer';
import { startOfResumed, type PaymentStart } from './payable-order';
import { useCheckoutCalls } from '../../server/checkout-calls';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import { AFTER_PAYMENT_MS, usePayment } from './use-payment';

interface PlaceOrderInput {
  lines: readonly CartLine[];
  shipping: ShippingData;
  payer: Payer;
  /** Called once the order is paid, before the shopper is taken home (clears the draft). */
  onPaid(): void;
}

/** What the order was placed for: a retry of the same cart and address pays that order again. */
const orderKey = (lines: readonly CartLine[], shipping: ShippingData) =>
  JSON.stringify([lines.map((l) => [l.product.id, l.quantity]), shipping]);

/**
 * Place Order: the shop's server prices the cart and keeps the order awaiting payment, then it is
 * paid as the server priced it. Pressed again after a declined or cancelled card, with the same cart
 * and address, it pays that same order (a new attempt) rather than placing another. Home 3 s after the payment, and the cart empties.
 */
export function usePlaceOrder({ lines, shipping, payer, onPaid }: PlaceOrderInput) {
  const calls = useCheckoutCalls();
  const bus = useBus();
  const open = useRef<{ key: string; orderId: string } | null>(null);
  const whenPaid = useCallback(() => {
    open.current = null;
    onPaid();
    // Not tied to this screen: the cart empties on time even if the shopper leaves it sooner.
    setTimeout(() => bus.emit('cart:clear'), AFTER_PAYMENT_MS);
  }, [bus, onPaid]);

  const place = useCallback(async (): Promise<PaymentStart> => {
    const key = orderKey(lines, shipping);
    if (open.current?.key === key) {
      // Expired or gone: a new order instead.
      const again = await calls.resumePayment(open.current.orderId).catch(() => null);
      if (again) return startOfResumed(again);
    }
    const { method, ...address } = shipping;
    const order = await calls.placeOrder({
      items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
      shippingMethod: method,
      shipping: Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim()])) as typeof address,
    });
    open.current = { key, orderId: order.orderId };
    return { status: 'payable', payable: { order, payer: { firstName: payer.firstName, lastName: payer.lastName } } };
  }, [calls, lines, payer, shipping]);

  const { pay, paying, cancelled, placed } = usePayment({ after: '/', onPaid: whenPaid });
  const placeOrder = useCallback(() => pay(place, CHECKOUT_TEXTS.notPlaced), [pay, place]);
  return { placeOrder, paying, cancelled, placed };
}
