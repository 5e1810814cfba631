import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS, type AdvanceOrderRequest, type Order } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { FormField } from 'shop-ui/form-field';
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
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
      <Button variant="outline" onClick={() => setForm(null)}>
        {T.cancel}
      </Button>
    </div>
  );

  if (form === 'return') {
    return (
      <form className={styles.stepForm} aria-label={T.returnOrder(order.id)} onSubmit={submit}>
        <FormField id={`${id}-reason`} label={T.returnReason}>
          {(control) => <textarea {...control} value={reason} required rows={3} maxLength={TEXT_LIMITS.returnReason} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
        {buttons(T.returnItem)}
      </form>
    );
  }
  if (form === 'review') {
    return (
      <form className={styles.stepForm} aria-label={T.reviewOrder(order.id)} onSubmit={submit}>
        <StarRatingField legend={T.yourRating} value={rating} onChange={setRating} />
        <FormField id={`${id}-comment`} label={T.yourReview}>
          {(control) => <textarea {...control} value={comment} required rows={4} maxLength={TEXT_LIMITS.reviewComment} onChange={(e) => setComment(e.target.value)} />}
        </FormField>
        {buttons(T.postReview)}
      </form>
    );
  }
  return (
    <div className={styles.steps}>
      {actions.includes('confirm') && (
        <Button disabled={busy} onClick={(e) => void run({ action: 'confirm' }, e.currentTarget)}>
          {T.confirmReceipt}
        </Button>
      )}
      {actions.includes('review') && (
        <Button onClick={() => setForm('review')}>{T.writeReview}</Button>
      )}
      {actions.includes('return') && (
        <Button variant="outline" onClick={() => setForm('return')}>
          {T.returnItem}
        </Button>
      )}
    </div>
  );
}
