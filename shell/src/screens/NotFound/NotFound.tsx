import { Link } from 'react-router-dom';
import { buttonClass } from 'shop-ui/button';
import styles from './NotFound.module.css';

/** The routed not-found screen: shell-owned, so it shows even when every remote is down. */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title} tabIndex={-1}>
        NotFound
      </h1>
      <p className={styles.text}>The page you’re looking for doesn’t exist or may have moved.</p>
      <div className={styles.actions}>
        <Link className={buttonClass('filled')} to="/">
          Back to home
        </Link>
        <Link className={buttonClass('quiet')} to="/products">
          Browse products
        </Link>
      </div>
    </section>
  );
}
