import { useEffect, useRef } from 'react';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import { Notice } from '../../shared/Notice/Notice';
import styles from './EmptyCart.module.css';

/** SPEC §2: checkout with nothing in the cart. Shown after the shopper removed the last line, it takes the focus that fell to the page. */
export function EmptyCart() {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) titleRef.current?.focus();
  }, []);
  const icon = (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
      <path d="M8 12h8l6 30h28l6-22H20" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="26" cy="52" r="4" fill="currentColor" />
      <circle cx="46" cy="52" r="4" fill="currentColor" />
    </svg>
  );
  return (
    <Notice id="empty-cart-title" titleRef={titleRef} title={CHECKOUT_TEXTS.emptyTitle} icon={icon} action={{ to: '/', label: CHECKOUT_TEXTS.startShopping }}>
      <p className={styles.body}>{CHECKOUT_TEXTS.emptyBody}</p>
    </Notice>
  );
}
