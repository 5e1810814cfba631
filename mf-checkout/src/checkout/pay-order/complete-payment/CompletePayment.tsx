import { useState, type FormEvent } from 'react';
import { MESSAGES, type UnpaidOrder } from 'shared-contracts';
import { formatDayTime, formatShortDate } from 'shared-contracts/core';
import { Button } from 'shop-ui/button';
import { useCheckoutCalls } from '../../../server/checkout-calls';
import { startOfResumed } from '../payable-order';
import { usePayment } from '../use-payment';
import { CHECKOUT_TEXTS } from '../../../shared/checkout-texts';
import { COMPLETE_PAYMENT_TEXTS } from './complete-payment-texts';
import { Notice } from '../../../shared/Notice/Notice';
import { OrderConfirmed } from '../OrderConfirmed/OrderConfirmed';
import { OrderSummary, type SummaryLine } from '../../../shared/OrderSummary/OrderSummary';
import { StatusNote } from '../../../shared/StatusNote/StatusNote';
import { useUnpaidOrder } from './use-unpaid-order';
import layout from '../../../styles/summary-layout.module.css';
import panel from '../../../styles/panel.module.css';
import styles from './CompletePayment.module.css';

/** The panel of each state of the page: the order to pay, and its loading and failure. */
const PANEL = `${panel.panel} ${styles.panel}`;

const T = COMPLETE_PAYMENT_TEXTS;

/**
 * `/checkout?pay={orderId}`, 'Complete payment' from the order lists: an order placed and not paid
 * (a closed tab, a declined or cancelled card) is paid here, as the server priced it, with a new
 * attempt each time. The cart is not touched: it may hold something else by now.
 */
export function CompletePayment({ orderId, firstName }: { orderId: string; firstName: string }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useUnpaidOrder(orderId, attempt);
  const { pay, paying, cancelled, placed } = usePayment({ after: T.next.to });
  const calls = useCheckoutCalls();

  if (placed) return <OrderConfirmed placed={placed} firstName={firstName} next={T.next} />;
  if (loaded.state === 'loading') return <p role="status" className={PANEL}>{T.loading}</p>;
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className={PANEL}>
        <p>{T.failed}</p>
        <Button className={styles.pay} onClick={() => setAttempt((n) => n + 1)}>
          {T.retry}
        </Button>
      </div>
    );
  }
  if (loaded.state === 'gone') return <NothingToPay id="complete-gone" texts={T.gone} />;
  const { order } = loaded;
  if (order.status === 'expired') return <NothingToPay id="complete-expired" texts={T.expired} />;
  if (order.status === 'refunded') return <NothingToPay id="complete-refunded" texts={T.refunded} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay(() => calls.resumePayment(orderId).then(startOfResumed), T.notStarted);
  };

  return (
    <div className={layout.layout}>
      <form className={PANEL} aria-labelledby="complete-title" onSubmit={submit}>
        <h2 id="complete-title">{T.title}</h2>
        <p>{T.intro(order.id, formatShortDate(order.date))}</p>
        {order.shippingAddress && (
          <p className={styles.address}>
            <strong>{T.shipsTo}</strong> {order.shippingAddress}
          </p>
        )}
        <p className={styles.deadline}>{T.payBy(formatDayTime(order.expiresAt))}</p>
        {cancelled && <StatusNote>{MESSAGES.payment.cancelled}</StatusNote>}
        <Button type="submit" className={styles.pay} disabled={paying} aria-busy={paying || undefined}>
          {paying ? CHECKOUT_TEXTS.processing : T.pay(order.total)}
        </Button>
      </form>
      <OrderSummary lines={summaryLines(order)} totals={order} />
    </div>
  );
}

function NothingToPay({ id, texts }: { id: string; texts: { title: string; body: string; action: { to: string; label: string } } }) {
  return (
    <Notice id={id} title={texts.title} action={texts.action}>
      <p>{texts.body}</p>
    </Notice>
  );
}

const summaryLines = (order: UnpaidOrder): SummaryLine[] =>
  order.items.map((item, index) => ({ key: `${index}-${item.name}`, name: item.name, quantity: item.quantity, amount: item.price * item.quantity }));
