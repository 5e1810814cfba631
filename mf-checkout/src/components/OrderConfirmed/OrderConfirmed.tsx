import { useEffect, useRef } from 'react';
import { formatNaira } from 'shared-contracts';
import type { Placed } from '../../checkout/use-place-order';
import { CHECKOUT_TEXTS } from '../../texts';
import { Notice } from '../Notice/Notice';
import styles from './OrderConfirmed.module.css';

/** After a successful payment: the order, its reference, and whether the account has it yet. */
export function OrderConfirmed({ placed, firstName }: { placed: Placed; firstName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order, save } = placed;
  const tick = (
    <span className={styles.tick} aria-hidden="true">
      ✓
    </span>
  );
  return (
    <Notice
      id="order-confirmed-title"
      title={CHECKOUT_TEXTS.confirmedTitle}
      icon={tick}
      titleRef={heading}
      action={{ to: '/', label: CHECKOUT_TEXTS.continueShopping }}
    >
      <p>{CHECKOUT_TEXTS.confirmedBody(firstName, order.id)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{CHECKOUT_TEXTS.total}</dt>
          <dd>{formatNaira(order.total)}</dd>
        </div>
        <div>
          <dt>{CHECKOUT_TEXTS.reference}</dt>
          <dd>{order.paymentReference}</dd>
        </div>
      </dl>
      <p role="status" className={save === 'retrying' ? styles.warning : styles.muted}>
        {CHECKOUT_TEXTS.saveState[save]}
      </p>
      <p className={styles.muted}>{CHECKOUT_TEXTS.goingHome}</p>
    </Notice>
  );
}
