import { formatNaira, lineTotal, type CartLine, type OrderTotals } from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import panel from '../../styles/panel.module.css';
import styles from './OrderSummary.module.css';

/** One line of the summary: a cart line, or a line of an order the server holds. */
export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  /** Whole naira for the line. */
  amount: number;
}

export const cartSummaryLines = (lines: readonly CartLine[]): SummaryLine[] =>
  lines.map((l) => ({ key: l.product.id, name: l.product.name, quantity: l.quantity, amount: lineTotal(l) }));

/** SPEC §2: the right-hand summary: each line with its quantity, then subtotal, shipping, tax and total. */
export function OrderSummary({ lines, totals }: { lines: readonly SummaryLine[]; totals: OrderTotals }) {
  return (
    <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{CHECKOUT_TEXTS.orderSummary}</h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key}>
            <span className={styles.name}>
              {line.name} <span className={styles.quantity}>× {line.quantity}</span>
            </span>
            <span>{formatNaira(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{CHECKOUT_TEXTS.subtotal}</dt>
          <dd>{formatNaira(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{CHECKOUT_TEXTS.shipping}</dt>
          <dd>{formatNaira(totals.shipping)}</dd>
        </div>
        <div>
          <dt>{CHECKOUT_TEXTS.tax}</dt>
          <dd>{formatNaira(totals.tax)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{CHECKOUT_TEXTS.total}</dt>
          <dd>{formatNaira(totals.total)}</dd>
        </div>
      </dl>
    </aside>
  );
}
