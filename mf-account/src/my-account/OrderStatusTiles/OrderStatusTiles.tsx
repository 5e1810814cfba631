import { Link } from 'react-router-dom';
import type { OrderStatus } from 'shared-contracts';
import { ORDER_STATUSES } from 'shared-contracts/core';
import { orderNoun } from '../../shared/order-lists';
import { OrderStatusBadge } from '../../shared/OrderStatusBadge/OrderStatusBadge';
import styles from './OrderStatusTiles.module.css';

/** SPEC §2 My Account Order Status: a tile per status, each its count, linking to its list. */
export function OrderStatusTiles({ counts }: { counts: Record<OrderStatus, number> }) {
  return (
    <ul className={styles.tiles}>
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <Link className={styles.tile} to={`/orders/${status}`}>
            <OrderStatusBadge status={status} />{' '}
            <span className={styles.count}>
              <strong>{counts[status]}</strong> {orderNoun(counts[status])}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
