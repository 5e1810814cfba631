import { useEffect, useRef } from 'react';
import { formatNaira } from 'shared-contracts';
import type { Placed } from '../use-payment';
import { CHECKOUT_TEXTS } from '../../../shared/checkout-texts';
import { Notice } from '../../../shared/Notice/Notice';
import styles from './OrderConfirmed.module.css';

const HOME: { to: string; label: string; going: string } = { to: '/', label: CHECKOUT_TEXTS.continueShopping, going: CHECKOUT_TEXTS.goingHome };

/** After a successful payment: the order, its reference, whether the shop has confirmed it yet, and where next. */
export function OrderConfirmed({ placed, firstName, next = HOME }: { placed: Placed; firstName: string; next?: typeof HOME }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { orderId, total, reference, confirm } = placed;
  return (
    <Notice
      id="order-confirmed-title"
      title={CHECKOUT_TEXTS.confirmedTitle}
      icon={
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
      }
      titleRef={heading}
      action={next}
    >
      <p>{CHECKOUT_TEXTS.confirmedBody(firstName, orderId)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{CHECKOUT_TEXTS.total}</dt>
          <dd>{formatNaira(total)}</dd>
        </div>
        <div>
          <dt>{CHECKOUT_TEXTS.reference}</dt>
          <dd>{reference}</dd>
        </div>
      </dl>
      <p role="status" className={confirm === 'retrying' ? styles.warning : undefined}>
        {CHECKOUT_TEXTS.confirmState[confirm]}
      </p>
      {confirm === 'confirmed' && <p>{next.going}</p>}
    </Notice>
  );
}
