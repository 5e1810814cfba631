import { SHOP_NAME } from 'shared-contracts';
import { Link } from 'react-router-dom';
import styles from './BrandLogo.module.css';

/** The shop's mark (a shopping bag on the brand green) and name, linking home. */
export function BrandLogo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${SHOP_NAME} home`}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--brand)" />
        <path d="M18 24h28l-3 22a4 4 0 0 1-4 3H25a4 4 0 0 1-4-3z" fill="#fff" />
        <path d="M25 24a7 7 0 0 1 14 0" stroke="var(--accent)" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>
        Oja<span className={styles.express}> Express</span>
      </span>
    </Link>
  );
}
