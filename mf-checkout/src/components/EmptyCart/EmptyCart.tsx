import { Link } from 'react-router-dom';
import { CHECKOUT_TEXTS } from '../../texts';
import styles from './EmptyCart.module.css';

/** SPEC §2: checkout with nothing in the cart. */
export function EmptyCart() {
  return (
    <section className={styles.empty} aria-labelledby="empty-cart-title">
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <path d="M8 12h8l6 30h28l6-22H20" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="26" cy="52" r="4" fill="currentColor" />
        <circle cx="46" cy="52" r="4" fill="currentColor" />
      </svg>
      <h2 id="empty-cart-title">{CHECKOUT_TEXTS.emptyTitle}</h2>
      <p>{CHECKOUT_TEXTS.emptyBody}</p>
      <Link className={styles.action} to="/">
        {CHECKOUT_TEXTS.startShopping}
      </Link>
    </section>
  );
}
