import { formatNaira, type OrderStatus, type Sale } from 'shared-contracts';
import { formatShortDate, ORDER_STATUSES } from 'shared-contracts/core';
import { OrderStatusBadge } from '../../shared/OrderStatusBadge/OrderStatusBadge';
import { SALE_TEXTS as T } from './sale-texts';
import type { OrderStep } from '../../shared/steps/use-order-step';
import { SaleSteps } from './SaleSteps';
import styles from './SaleList.module.css';

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/**
 * A seller's sales: what was sold, to whom (first name and city), when, its status and the seller's
 * total; once dispatched, the courier and tracking number; a return's reason and the buyer's review;
 * with `onStep`, the seller's next step.
 */
export function SaleList({ sales, onStep }: { sales: readonly Sale[]; onStep?: OrderStep }) {
  return (
    <ul className={styles.list}>
      {sales.map((sale) => (
        <li key={sale.id} className={styles.sale} tabIndex={-1} aria-label={sale.item}>
          <div className={styles.head}>
            <h3>{sale.item}</h3>
            <strong>{formatNaira(sale.price)}</strong>
          </div>
          <p className={styles.meta}>
            {sale.buyer && <span>{T.soldTo(sale.buyer.firstName, sale.buyer.city)}</span>}
            {sale.date && <time dateTime={sale.date}>{formatShortDate(sale.date)}</time>}
            {isOrderStatus(sale.status) ? <OrderStatusBadge status={sale.status} /> : <span>{sale.status}</span>}
          </p>
          {sale.courier && sale.trackingNumber && <p className={styles.meta}>{T.shipped(sale.courier, sale.trackingNumber)}</p>}
          {sale.returnReason && <p className={styles.note}>{T.returned(sale.returnReason)}</p>}
          {sale.review && <p className={styles.note}>{T.reviewed(sale.review.rating, sale.review.comment)}</p>}
          {onStep && <SaleSteps sale={sale} onStep={onStep} />}
        </li>
      ))}
    </ul>
  );
}
