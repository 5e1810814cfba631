import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AccountStoreError,
  MESSAGES,
  TOAST,
  useBus,
  usePlatform,
  type CartLine,
  type PaymentData,
  type PlacedOrder,
  type ShippingData,
} from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../texts';
import { confirmPayment } from './confirm-payment';
import { usePaymentGateway } from './payment-gateway-context';

/** SPEC §2: the cart is cleared and the shopper goes home this long after a successful payment. */
export const AFTER_PAYMENT_MS = 3000;

/** 'confirmed': the server verified the payment; 'retrying': the pop-up said paid, the server has not answered yet. */
export type ConfirmState = 'confirmed' | 'retrying';

export interface Placed {
  orderId: string;
  reference: string;
  /** The server's total, whole naira. */
  total: number;
  confirm: ConfirmState;
}

interface PlaceOrderInput {
  uid: string;
  lines: readonly CartLine[];
  shipping: ShippingData;
  payer: Omit<PaymentData, 'amount'>;
  /** Called once the order is paid, before the shopper is taken home (clears the draft). */
  onPaid(): void;
}

/** A refusal's reason without the field path the server names it by ('items.0.quantity: '). */
const reasonOf = (error: unknown) =>
  error instanceof AccountStoreError && error.code === 'invalid' ? error.message.replace(/^[\w.]+: /, '') : 'the shop could not be reached.';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Place Order (contracts 1.7): the shop's server prices the cart and keeps the order awaiting
 * payment; the pop-up opens with the server's amount and reference; the server then verifies the
 * payment with the provider. One payment at a time (a double click joins the open one); home after 3 s.
 */
export function usePlaceOrder({ uid, lines, shipping, payer, onPaid }: PlaceOrderInput) {
  const gateway = usePaymentGateway();
  const { accounts } = usePlatform();
  const bus = useBus();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);

  const fail = useCallback(
    (message: string) => {
      busy.current = false;
      setPaying(false);
      bus.emit('toast', { kind: 'error', message, durationMs: TOAST.errorMs });
    },
    [bus],
  );

  const paid = useCallback(
    (order: PlacedOrder, message: string) => {
      bus.emit('toast', { kind: 'success', message: MESSAGES.paymentSuccess(message), durationMs: TOAST.paymentMs });
      setPlaced({ orderId: order.orderId, reference: order.reference, total: order.total, confirm: 'confirmed' });
      bus.emit('notification:add', {
        type: 'success',
        ...CHECKOUT_TEXTS.orderNotification(order.orderId, order.total),
        actionUrl: '/orders/paid',
        actionText: CHECKOUT_TEXTS.viewOrders,
      });
      onPaid();
      // Not tied to this screen: the cart empties on time even if the shopper leaves it sooner.
      setTimeout(() => bus.emit('cart:clear'), AFTER_PAYMENT_MS);
    },
    [bus, onPaid],
  );

  const placeOrder = useCallback(async () => {
    if (busy.current) return;
    if (!accounts?.placeOrder || !accounts.confirmPayment) return fail(MESSAGES.payment.notConfigured);
    busy.current = true;
    setPaying(true);
    setCancelled(false);

    let order: PlacedOrder;
    try {
      const { method, ...address } = shipping;
      order = await accounts.placeOrder(uid, {
        items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
        shippingMethod: method,
        shipping: Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim()])) as typeof address,
      });
    } catch (error) {
      return fail(CHECKOUT_TEXTS.notPlaced(sentence(reasonOf(error))));
    }

    const result = await gateway.pay({
      email: order.email,
      amountKobo: order.amountKobo,
      currency: order.currency,
      reference: order.reference,
      firstName: payer.firstName.trim(),
      lastName: payer.lastName.trim(),
      metadata: { orderId: order.orderId },
    });
    if (result.status !== 'success') {
      busy.current = false;
      setPaying(false);
      if (result.status === 'cancelled') setCancelled(true);
      else bus.emit('toast', { kind: 'error', message: result.message, durationMs: TOAST.errorMs });
      return;
    }

    const first = await confirmPayment(accounts, uid, order.orderId, { delays: [1000] });
    setPaying(false);
    if (first.outcome === 'paid') return paid(order, result.message);
    if (first.outcome === 'refused') return fail(CHECKOUT_TEXTS.notVerified(first.reason));
    // The provider took the payment and the server will hear of it (its webhook, or this retry).
    setPlaced({ orderId: order.orderId, reference: order.reference, total: order.total, confirm: 'retrying' });
    bus.emit('toast', { kind: 'warning', message: CHECKOUT_TEXTS.confirmRetrying(order.reference), durationMs: TOAST.defaultMs });
    const later = await confirmPayment(accounts, uid, order.orderId);
    if (later.outcome === 'paid') paid(order, result.message);
  }, [accounts, bus, fail, gateway, lines, paid, payer, shipping, uid]);

  // Home after 3 s once the payment is confirmed.
  const confirmed = placed?.confirm === 'confirmed';
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => navigate('/'), AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  return { placeOrder, paying, cancelled, placed };
}
