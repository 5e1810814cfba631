import { filledStars } from 'shared-contracts/core';
import styles from './Stars.module.css';

/** One star, decorative: its colour is its container's to give (`filled` marks a rating's filled stars). */
export function StarGlyph({ size, filled }: { size: number; filled?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false" data-filled={filled}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** Five stars filled to the floor of the rating (SPEC §5), read out as "Rated 4.5 out of 5". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = filledStars(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${Math.round(rating * 10) / 10} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarGlyph key={n} size={size} filled={n <= filled} />
      ))}
    </span>
  );
}
