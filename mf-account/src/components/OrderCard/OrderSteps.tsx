import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS, type Order } from 'shared-contracts';
import { useFocusAfterStep } from '../../steps/use-focus-after-step';
import type { OrderStep } from '../../steps/use-order-step';
import { ORDER_CARD_TEXTS as T } from './order-card-texts';
import styles from './OrderCard.module.css';

/**
 * The buyer's next step with an order, as the server offers it: confirm receipt, or return the item
 * with a reason (required). A refused step keeps the reason as typed.
 */
export function OrderSteps({ order, onStep }: { order: Order; onStep: OrderStep }) {
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const taking = useFocusAfterStep(order.status);
  const actions = order.actions ?? [];
  if (!actions.includes('confirm') && !actions.includes('return')) return null;

  const run = async (request: { action: 'confirm' } | { action: 'return'; reason: string }, from: Element | null) => {
    taking(from);
    setBusy(true);
    const done = await onStep({ orderId: order.id, expectedStatus: order.status, ...request });
    setBusy(false);
    if (done) setReturning(false);
  };
  const submitReturn = (event: FormEvent) => {
    event.preventDefault();
    void run({ action: 'return', reason: reason.trim() }, event.currentTarget);
  };

  if (returning) {
    return (
      <form className={styles.stepForm} aria-label={T.returnOrder(order.id)} onSubmit={submitReturn}>
        <label htmlFor={`${id}-reason`}>{T.returnReason}</label>
        <textarea id={`${id}-reason`} value={reason} required rows={3} maxLength={TEXT_LIMITS.returnReason} onChange={(e) => setReason(e.target.value)} />
        <div className={styles.steps}>
          <button type="submit" className={styles.step} disabled={busy}>
            {T.returnItem}
          </button>
          <button type="button" className={styles.stepSecondary} onClick={() => setReturning(false)}>
            {T.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.steps}>
      {actions.includes('confirm') && (
        <button type="button" className={styles.step} disabled={busy} onClick={(e) => void run({ action: 'confirm' }, e.currentTarget)}>
          {T.confirmReceipt}
        </button>
      )}
      {actions.includes('return') && (
        <button type="button" className={styles.stepSecondary} onClick={() => setReturning(true)}>
          {T.returnItem}
        </button>
      )}
    </div>
  );
}
