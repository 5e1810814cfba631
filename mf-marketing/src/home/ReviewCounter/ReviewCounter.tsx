import { useEffect, useState } from 'react';
import { LOCALE } from 'shared-contracts';
import { REVIEW_COUNTER_MAX, REVIEW_COUNTER_START, REVIEW_COUNTER_STEP_MS } from '../home-constants';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion/usePrefersReducedMotion';
import styles from './ReviewCounter.module.css';

// en-NG groups thousands with commas, as the shop writes every number (10,376).
const grouped = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 'Over N five star reviews and counting!': N rises by one every step until the maximum. */
export function ReviewCounter() {
  const still = usePrefersReducedMotion();
  const [count, setCount] = useState(REVIEW_COUNTER_START);
  const done = count >= REVIEW_COUNTER_MAX;

  useEffect(() => {
    if (still || done) return;
    const timer = setInterval(() => setCount((n) => Math.min(n + 1, REVIEW_COUNTER_MAX)), REVIEW_COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [still, done]);

  return (
    <section className={styles.band} aria-label="Customer reviews">
      <div className={styles.stars} aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <svg key={i} viewBox="0 0 24 24" focusable="false">
            <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
          </svg>
        ))}
      </div>
      <p className={styles.text}>
        Over <strong className={styles.count}>{grouped.format(count)}</strong> five star reviews and counting!
      </p>
      <p className={styles.note}>Shoppers across all 36 states and the FCT trust Oja Express for genuine products and on-time delivery.</p>
    </section>
  );
}
