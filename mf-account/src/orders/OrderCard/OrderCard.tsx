import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira, type Order, type UnpaidOrder } from 'shared-contracts';
import { formatDayTime, formatShortDate } from 'shared-contracts/core';
import { buttonClass } from 'shop-ui/button';
import { ItemPicture } from '../../shared/ItemPicture/ItemPicture';
import { trackingNumberOf } from '../../shared/order-lists';
import type { OrderStep } from '../../shared/steps/use-order-step';
import { OrderStatusBadge } from '../../shared/OrderStatusBadge/OrderStatusBadge';
import { ORDER_STATUS_LABELS, UNPAID_STATUS_LABELS } from '../../shared/OrderStatusBadge/order-status-labels';
import { OrderSteps } from './OrderSteps';
import { ORDER_CARD_TEXTS as T } from './order-card-texts';
import styles from './OrderCard.module.css';

export interface OrderCardProps {
  /** A paid order, or (contracts 1.8) one placed and not paid, which says how to pay it. */
  order: Order | UnpaidOrder;
  /** Paid, but the checkout has not finished saving it to the account. */
  pending?: boolean;
  /** The buyer's steps (confirm receipt, return), where the shell's store can take them. */
  onStep?: OrderStep;
}

const isUnpaid = (order: Order | UnpaidOrder): order is UnpaidOrder => order.status in UNPAID_STATUS_LABELS;

/** One order: id, date, status, items, total, payment and (once shipped) its tracking number. */
export function OrderCard({ order, pending = false, onStep }: OrderCardProps) {
  const headingId = useId();
  const unpaid = isUnpaid(order) ? order : null;
  const paid = unpaid ? null : (order as Order);
  const tracking = paid && trackingNumberOf(paid);
  return (
    <article className={styles.card} aria-labelledby={headingId} tabIndex={-1}>
      <header className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.id}>
            {T.order(order.id)}
          </h2>
          <p className={styles.date}>
            {T.placedOn} <time dateTime={order.date}>{formatShortDate(order.date)}</time>
          </p>
        </div>
        <div className={styles.badges}>
          <OrderStatusBadge status={order.status} />
          {pending && <span className={styles.saving}>{T.saving}</span>}
        </div>
      </header>
      {pending && <p className={styles.note}>{T.savingHint}</p>}
      <ul className={styles.items} aria-label={T.items}>
        {order.items.map((item, index) => (
          <li key={`${index}-${item.name}`} className={styles.item}>
            <ItemPicture src={item.image} className={styles.thumb} />
            <span className={styles.name}>{item.name}</span>
            <span className={styles.qty}>
              {T.qty} {item.quantity}
            </span>
            <span className={styles.price}>{formatNaira(item.price)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.summary}>
        <div>
          <dt>{T.total}</dt>
          <dd className={styles.total}>{formatNaira(order.total)}</dd>
        </div>
        {!unpaid && (
          <div>
            <dt>{T.paidWith}</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
        )}
        {tracking && (
          <div>
            <dt>{T.tracking}</dt>
            <dd className={styles.tracking}>{tracking}</dd>
          </div>
        )}
        {tracking && paid?.courier && (
          <div>
            <dt>{T.courier}</dt>
            <dd>{paid.courier}</dd>
          </div>
        )}
        {paid?.returnReason && (
          <div className={styles.wide}>
            <dt>{T.returnedBecause}</dt>
            <dd>{paid.returnReason}</dd>
          </div>
        )}
        {paid?.review && (
          <div className={styles.wide}>
            <dt>{T.yourReviewShown}</dt>
            <dd>
              <span className={styles.rated}>{T.ratedStars(paid.review.rating)}</span>
              <q className={styles.comment}>{paid.review.comment}</q>
            </dd>
          </div>
        )}
        {order.shippingAddress && (
          <div className={styles.wide}>
            <dt>{T.shipsTo}</dt>
            <dd>{order.shippingAddress}</dd>
          </div>
        )}
      </dl>
      {paid?.history && paid.history.length > 1 && <History history={paid.history} />}
      {paid && onStep && <OrderSteps order={paid} onStep={onStep} />}
      {unpaid && <UnpaidFooter order={unpaid} />}
    </article>
  );
}

/** Each status the order reached and when ('Sealed 12 Nov, 14:05'), oldest first. */
function History({ history }: { history: NonNullable<Order['history']> }) {
  return (
    <ol className={styles.history} aria-label={T.history}>
      {history.map((h) => (
        <li key={`${h.status}-${h.at}`}>
          {ORDER_STATUS_LABELS[h.status] ?? h.status} <time dateTime={new Date(h.at).toISOString()}>{formatDayTime(h.at)}</time>
        </li>
      ))}
    </ol>
  );
}

/** How to pay an unpaid order, and until when; or that it expired and nothing was charged; or that its payment went back. */
function UnpaidFooter({ order }: { order: UnpaidOrder }) {
  if (order.status === 'expired') return <p className={styles.note}>{T.expired}</p>;
  if (order.status === 'refunded') return <p className={styles.note}>{T.refunded}</p>;
  return (
    <div className={styles.note}>
      <p>{T.payBy(formatDayTime(order.expiresAt))}</p>
      <Link className={buttonClass('filled')} to={`/checkout?pay=${encodeURIComponent(order.id)}`}>
        {T.completePayment}
      </Link>
    </div>
  );
}
