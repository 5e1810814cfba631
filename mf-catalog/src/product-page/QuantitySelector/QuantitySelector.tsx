import { useId } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from 'shared-contracts';
import { DETAIL_TEXTS } from '../product-page-texts';
import styles from './QuantitySelector.module.css';

interface QuantitySelectorProps {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/**
 * SPEC §5: minus disabled at the minimum, plus at the maximum; the value is read out as it changes.
 * A limit marks its button aria-disabled, not disabled: a button that disables under the shopper's
 * focus drops it to the page.
 */
export function QuantitySelector({ value, onChange, min = QUANTITY_MIN, max = QUANTITY_MAX, disabled = false }: QuantitySelectorProps) {
  const labelId = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div className={styles.selector} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {DETAIL_TEXTS.quantity}
      </span>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={DETAIL_TEXTS.decreaseQuantity}
          disabled={disabled}
          aria-disabled={atMin}
          onClick={() => !atMin && onChange(value - 1)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 10h12" />
          </svg>
        </button>
        <output className={styles.value} aria-live="polite" aria-labelledby={labelId}>
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={DETAIL_TEXTS.increaseQuantity}
          disabled={disabled}
          aria-disabled={atMax}
          onClick={() => !atMax && onChange(value + 1)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 10h12M10 4v12" />
          </svg>
        </button>
      </div>
    </div>
  );
}
