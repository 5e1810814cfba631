import type { OrderStatus } from 'shared-contracts';
import { ORDER_STATUS_LABELS } from './order-status-labels';
import styles from './OrderStatusBadge.module.css';

/** A status in its own colour (SPEC §4), always with its name: colour is never the only cue. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
