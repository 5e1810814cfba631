import { useId, type ReactNode } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from 'shared-contracts';
import { MinusIcon, PlusIcon } from 'shop-ui/icons';
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
  return (
    <div className={styles.selector} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {DETAIL_TEXTS.quantity}
      </span>
      <div className={styles.controls}>
        <Step label={DETAIL_TEXTS.decreaseQuantity} disabled={disabled} atLimit={value <= min} onStep={() => onChange(value - 1)}>
          <MinusIcon size={18} />
        </Step>
        <output className={styles.value} aria-live="polite" aria-labelledby={labelId}>
          {value}
        </output>
        <Step label={DETAIL_TEXTS.increaseQuantity} disabled={disabled} atLimit={value >= max} onStep={() => onChange(value + 1)}>
          <PlusIcon size={18} />
        </Step>
      </div>
    </div>
  );
}

/** One step of the quantity; at its limit a press changes nothing. */
function Step({ label, disabled, atLimit, onStep, children }: { label: string; disabled: boolean; atLimit: boolean; onStep(): void; children: ReactNode }) {
  return (
    <button type="button" className={styles.step} aria-label={label} disabled={disabled} aria-disabled={atLimit} onClick={() => !atLimit && onStep()}>
      {children}
    </button>
  );
}
