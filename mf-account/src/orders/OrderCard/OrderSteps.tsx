import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS, type AdvanceOrderRequest, type Order } from 'shared-contracts';
import { useFocusAfterStep } from '../../shared/steps/use-focus-after-step';
import type { OrderStep } from '../../shared/steps/use-order-step';
import { StarRatingField } from '../StarRatingField/StarRatingField';
import { ORDER_CARD_TEXTS as T } from './order-card-texts';
import styles from './OrderCard.module.css';

type BuyerStep = Pick<AdvanceOrderRequest, 'action' | 'reason' | 'rating' | 'comment'>;

/**
 * The buyer's next step with an order, as the server offers it: confirm receipt, return the item with
 * a reason, or write a review (stars and a comment). A refused step keeps what was typed.
 */
export function OrderSteps({ order, onStep }: { order: Order; onStep: OrderStep }) {
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<'return' | 'review' | null>(null);
  const [reason, setReason] = useState('');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const id = useId();
  const taking = useFocusAfterStep(order.status);
  const actions = order.actions ?? [];
  if (!actions.some((a) => a === 'confirm' || a === 'return' || a === 'review')) return null;

  const run = async (request: BuyerStep, from: Element | null) => {
    taking(from);
    setBusy(true);
    const done = await onStep({ orderId: order.id, expectedStatus: order.status, ...request });
    setBusy(false);
    if (done) setForm(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request: BuyerStep = form === 'return' ? { action: 'return', reason: reason.trim() } : { action: 'review', rating, comment: comment.trim() };
    void run(request, event.currentTarget);
  };
  const buttons = (label: string) => (
    <div className={styles.steps}>
      <button type="submit" className={styles.step} disabled={busy}>
        {label}
      </button>
      <button type="button" className={styles.stepSecondary} onClick={() => setForm(null)}>
        {T.cancel}
      </button>
    </div>
  );

  if (form === 'return') {
    return (
      <form className={styles.stepForm} aria-label={T.returnOrder(order.id)} onSubmit={submit}>
        <label htmlFor={`${id}-reason`}>{T.returnReason}</label>
        <textarea id={`${id}-reason`} value={reason} required rows={3} maxLength={TEXT_LIMITS.returnReason} onChange={(e) => setReason(e.target.value)} />
        {buttons(T.returnItem)}
      </form>
    );
  }
  if (form === 'review') {
    return (
      <form className={styles.stepForm} aria-label={T.reviewOrder(order.id)} onSubmit={submit}>
        <StarRatingField legend={T.yourRating} value={rating} onChange={setRating} />
        <label htmlFor={`${id}-comment`}>{T.yourReview}</label>
        <textarea id={`${id}-comment`} value={comment} required rows={4} maxLength={TEXT_LIMITS.reviewComment} onChange={(e) => setComment(e.target.value)} />
        {buttons(T.postReview)}
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
      {actions.includes('review') && (
        <button type="button" className={styles.step} onClick={() => setForm('review')}>
          {T.writeReview}
        </button>
      )}
      {actions.includes('return') && (
        <button type="button" className={styles.stepSecondary} onClick={() => setForm('return')}>
          {T.returnItem}
        </button>
      )}
    </div>
  );
}
