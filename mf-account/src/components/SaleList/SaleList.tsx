import { formatNaira, formatShortDate, ORDER_STATUSES, type OrderStatus, type Sale } from 'shared-contracts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';
import styles from './SaleList.module.css';

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** A seller's sales: what was sold, to whom (first name and city), when, its status and the seller's total. */
export function SaleList({ sales }: { sales: readonly Sale[] }) {
  return (
    <ul className={styles.list}>
      {sales.map((sale) => (
        <li key={sale.id} className={styles.sale}>
          <div className={styles.head}>
            <h3>{sale.item}</h3>
            <strong>{formatNaira(sale.price)}</strong>
          </div>
          <p className={styles.meta}>
            {sale.buyer && <span>{`Sold to ${sale.buyer.firstName} in ${sale.buyer.city}`}</span>}
            {sale.date && <time dateTime={sale.date}>{formatShortDate(sale.date)}</time>}
            {isOrderStatus(sale.status) ? <OrderStatusBadge status={sale.status} /> : <span>{sale.status}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
