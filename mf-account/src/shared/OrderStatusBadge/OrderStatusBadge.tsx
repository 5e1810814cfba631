import type { OrderStatus, UnpaidOrder } from 'shared-contracts';
import { ORDER_STATUS_LABELS, UNPAID_STATUS_LABELS } from './order-status-labels';
import styles from './OrderStatusBadge.module.css';

const LABELS: Record<string, string> = { ...ORDER_STATUS_LABELS, ...UNPAID_STATUS_LABELS };

/** A status in its own colour (SPEC §4), always with its name: colour is never the only cue. */
export function OrderStatusBadge({ status }: { status: OrderStatus | UnpaidOrder['status'] }) {
  return (
    <span className={styles.badge} data-status={status}>
      {LABELS[status] ?? status}
    </span>
  );
}
