import { formatNaira, lineTotal, type CartLine, type OrderTotals } from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../../texts';
import styles from './OrderSummary.module.css';

/** SPEC §2: the right-hand summary: each line with its quantity, then subtotal, shipping, tax and total. */
export function OrderSummary({ lines, totals }: { lines: readonly CartLine[]; totals: OrderTotals }) {
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{CHECKOUT_TEXTS.orderSummary}</h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.product.id}>
            <span className={styles.name}>
              {line.product.name} <span className={styles.quantity}>× {line.quantity}</span>
            </span>
            <span>{formatNaira(lineTotal(line))}</span>
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
