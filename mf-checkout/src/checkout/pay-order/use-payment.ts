import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerCallError, MESSAGES, TOAST, useBus } from 'shared-contracts';
import { useCheckoutCalls } from '../../server/checkout-calls';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import { confirmPayment } from './confirm-payment';
import { usePaymentGateway } from '../../shared/payment-gateway-context';
import type { PaymentStart } from './payable-order';

/** SPEC §2: the shopper moves on this long after a successful payment. */
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

export interface PaymentOptions {
  /** Where the shopper goes once the payment is confirmed. */
  after: string;
  /** Called once the order is paid. */
  onPaid?(): void;
}

/** A refusal's reason without the field path the server names it by ('items.0.quantity: '). */
const reasonOf = (error: unknown) =>
  error instanceof ServerCallError && error.code === 'invalid' ? error.message.replace(/^[\w.]+: /, '') : 'the shop could not be reached.';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One payment of an order the server priced: the pop-up opens with the server's amount and
 * reference, then the server verifies it with the provider. One at a time (a double click joins the
 * open one); on to `after` 3 s after it is confirmed. `start` asks the server what to pay: an order
 * awaiting payment, or one already paid; `notStarted` says why it could not.
 */
export function usePayment({ after, onPaid }: PaymentOptions) {
  const gateway = usePaymentGateway();
  const calls = useCheckoutCalls();
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
    (order: { orderId: string; reference: string; total: number }, message: string) => {
      bus.emit('toast', { kind: 'success', message, durationMs: TOAST.paymentMs });
      setPlaced({ orderId: order.orderId, reference: order.reference, total: order.total, confirm: 'confirmed' });
      bus.emit('notification:add', {
        type: 'success',
        ...CHECKOUT_TEXTS.orderNotification(order.orderId, order.total),
        actionUrl: '/orders/paid',
        actionText: CHECKOUT_TEXTS.viewOrders,
      });
      onPaid?.();
    },
    [bus, onPaid],
  );

  const pay = useCallback(
    async (start: () => Promise<PaymentStart>, notStarted: (reason: string) => string) => {
      if (busy.current) return;
      busy.current = true;
      setPaying(true);
      setCancelled(false);

      let started: PaymentStart;
      try {
        started = await start();
      } catch (error) {
        return fail(notStarted(sentence(reasonOf(error))));
      }
      if (started.status === 'paid') {
        setPaying(false);
        return paid(started, CHECKOUT_TEXTS.alreadyPaid(started.orderId));
      }

      // The window opens with the server's amount and reference, never the page's.
      const { order, payer } = started.payable;
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
        // Closed or declined: the order stays payable, and its items go back on sale until it is paid.
        calls.cancelPayment(order.orderId).catch(() => undefined);
        busy.current = false;
        setPaying(false);
        if (result.status === 'cancelled') setCancelled(true);
        else bus.emit('toast', { kind: 'error', message: result.message, durationMs: TOAST.errorMs });
        return;
      }

      const first = await confirmPayment(calls, order.orderId, { delays: [1000] });
      setPaying(false);
      const success = MESSAGES.paymentSuccess(result.message);
      if (first.outcome === 'paid') return paid(order, success);
      if (first.outcome === 'refused') return fail(CHECKOUT_TEXTS.notVerified(first.reason));
      // The provider took the payment and the server will hear of it (its webhook, or this retry).
      setPlaced({ orderId: order.orderId, reference: order.reference, total: order.total, confirm: 'retrying' });
      bus.emit('toast', { kind: 'warning', message: CHECKOUT_TEXTS.confirmRetrying(order.reference), durationMs: TOAST.defaultMs });
      const later = await confirmPayment(calls, order.orderId);
      if (later.outcome === 'paid') paid(order, success);
    },
    [calls, bus, fail, gateway, paid],
  );

  const confirmed = placed?.confirm === 'confirmed';
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => navigate(after), AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [after, confirmed, navigate]);

  return { pay, paying, cancelled, placed };
}
