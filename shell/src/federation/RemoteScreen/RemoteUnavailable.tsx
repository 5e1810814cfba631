import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from 'shop-ui/button';
import { IncompatibleRemoteError } from '../load-remote-screen';
import styles from './RemoteScreen.module.css';

interface Props {
  area: string;
  remote: string;
  error: unknown;
  onRetry: () => void;
}

/** The branded panel a failed remote gets in its own area. */
export function RemoteUnavailable({ area, remote, error, onRetry }: Props) {
  const incompatible = error instanceof IncompatibleRemoteError;
  const heading = useRef<HTMLHeadingElement>(null);
  // After a failed Retry the button the shopper pressed is gone and focus fell to the page:
  // bring it to the panel so keyboard and screen-reader users know where they are.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <section className={styles.panel} role="alert" aria-labelledby={`${remote}-unavailable`} data-remote={remote}>
      <div className={styles.mark} aria-hidden="true">
        !
      </div>
      <h1 ref={heading} id={`${remote}-unavailable`} className={styles.title} tabIndex={-1}>
        {area} is temporarily unavailable
      </h1>
      <p className={styles.text}>
        {incompatible
          ? 'This part of the shop is being updated. Please try again in a moment.'
          : 'We couldn’t load this part of the shop. Your cart and everything else still work.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Retry</Button>
        <Link to="/" className={buttonClass('quiet')}>
          Go to home
        </Link>
      </div>
    </section>
  );
}
