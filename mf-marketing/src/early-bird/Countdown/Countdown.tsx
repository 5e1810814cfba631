import { useEffect, useId, useState } from 'react';
import { countdownParts } from './countdown-parts';
import styles from './Countdown.module.css';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Offer Ends In:' days, hours, minutes and seconds to the deadline; stops at zero and tells `onEnd`. */
export function Countdown({ deadline, onEnd }: { deadline: number; onEnd?: () => void }) {
  const titleId = useId();
  const [remaining, setRemaining] = useState(() => Math.max(0, deadline - Date.now()));
  const ended = remaining === 0;

  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setRemaining(Math.max(0, deadline - Date.now())), 1000);
    return () => clearInterval(timer);
  }, [deadline, ended]);
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  const parts = countdownParts(remaining);
  return (
    <div className={styles.countdown}>
      <p id={titleId} className={styles.title}>
        Offer Ends In:
      </p>
      {/* role=timer is not announced every second (its live region is off by default). */}
      <div role="timer" aria-labelledby={titleId} className={styles.units}>
        {UNITS.map(([key, label]) => (
          <div key={key} className={styles.unit}>
            {/* The server's count is seconds behind the browser's: React takes the browser's, as expected. */}
            <span className={styles.value} suppressHydrationWarning>
              {pad(parts[key])}
            </span> <span className={styles.label}>{label}</span>{' '}
          </div>
        ))}
      </div>
      {ended && <p className={styles.ended}>This offer has ended.</p>}
    </div>
  );
}
