import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  nairaToKobo,
  orderId,
  paidOrder,
  paymentMetadata,
  paymentReference,
  TOAST,
  useBus,
  usePlatform,
  type CartLine,
  type Order,
  type OrderTotals,
  type PaymentData,
  type ShippingData,
} from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../texts';
import { addPending, savePending } from './pending-orders';
import { usePaymentGateway } from './payment-gateway-context';

/** SPEC §2: the cart is cleared and the shopper goes home this long after a successful payment. */
export const AFTER_PAYMENT_MS = 3000;

export type SaveState = 'saving' | 'saved' | 'retrying';

export interface Placed {
  order: Order;
  save: SaveState;
}

interface PlaceOrderInput {
  uid: string;
  lines: readonly CartLine[];
  totals: OrderTotals;
  shipping: ShippingData;
  payer: Omit<PaymentData, 'amount'>;
  /** Called once the order is paid, before the shopper is taken home (clears the draft). */
  onPaid(): void;
}

/**
 * Place Order: one payment at a time (a double click joins the open one), the paid order saved
 * to the account with retries and never without its payment reference, then home after 3 s.
 */
export function usePlaceOrder({ uid, lines, totals, shipping, payer, onPaid }: PlaceOrderInput) {
  const gateway = usePaymentGateway();
  const { accounts } = usePlatform();
  const bus = useBus();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);

  const saveOrder = useCallback(
    async (order: Order) => {
      if (!accounts) return setPlaced({ order, save: 'retrying' });
      const pending = { uid, order };
      addPending(localStorage, pending);
      let saved = await savePending(localStorage, accounts, pending, { delays: [1000] });
      if (!saved) {
        setPlaced({ order, save: 'retrying' });
        bus.emit('toast', { kind: 'warning', message: MESSAGES.payment.saveRetrying(order.paymentReference!), durationMs: TOAST.defaultMs });
        saved = await savePending(localStorage, accounts, pending);
      }
      if (!saved) return;
      setPlaced({ order, save: 'saved' });
      bus.emit('notification:add', {
        type: 'success',
        ...CHECKOUT_TEXTS.orderNotification(order.id, order.total),
        actionUrl: '/orders/paid',
        actionText: CHECKOUT_TEXTS.viewOrders,
      });
    },
    [accounts, bus, uid],
  );

  const placeOrder = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setCancelled(false);
    const id = orderId();
    const result = await gateway.pay({
      email: payer.email.trim(),
      amountKobo: nairaToKobo(totals.total),
      currency: 'NGN',
      reference: paymentReference(),
      firstName: payer.firstName.trim(),
      lastName: payer.lastName.trim(),
      metadata: paymentMetadata(id, lines),
    });
    setPaying(false);
    if (result.status !== 'success') {
      busy.current = false;
      if (result.status === 'cancelled') setCancelled(true);
      else bus.emit('toast', { kind: 'error', message: result.message, durationMs: TOAST.errorMs });
      return;
    }
    bus.emit('toast', { kind: 'success', message: MESSAGES.paymentSuccess(result.message), durationMs: TOAST.paymentMs });
    const order = paidOrder({ id, lines, totals, shipping, reference: result.reference, date: new Date() });
    setPlaced({ order, save: 'saving' });
    onPaid();
    // Not tied to this screen: the cart empties on time even if the shopper leaves it sooner.
    setTimeout(() => bus.emit('cart:clear'), AFTER_PAYMENT_MS);
    void saveOrder(order);
  }, [bus, gateway, lines, onPaid, payer, saveOrder, shipping, totals]);

  // Home after 3 s; the order keeps saving in the background if it has not landed yet.
  const paid = placed !== null;
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => navigate('/'), AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [paid, navigate]);

  return { placeOrder, paying, cancelled, placed };
}
