import { useId } from 'react';
import styles from './StarRatingField.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
export const starsLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

interface StarRatingFieldProps {
  legend: string;
  value: number;
  onChange(stars: number): void;
}

/**
 * 1 to 5 stars as a radio group: arrow keys move between them, each says how many stars it gives,
 * and the stars up to the chosen one are filled.
 */
export function StarRatingField({ legend, value, onChange }: StarRatingFieldProps) {
  const name = useId();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {STARS.map((n) => (
          <label key={n} className={n <= value ? styles.filled : styles.star}>
            <input type="radio" name={name} value={n} checked={value === n} required onChange={() => onChange(n)} className={styles.input} aria-label={starsLabel(n)} />
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
