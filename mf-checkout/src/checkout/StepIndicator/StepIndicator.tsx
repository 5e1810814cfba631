import { CHECKOUT_STEPS, type CheckoutStep } from '../checkout-rules';
import styles from './StepIndicator.module.css';

/** The four steps, the current one marked for sight and for assistive technology. */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((label, index) => {
        const step = index + 1;
        const state = step < current ? styles.done : step === current ? styles.current : undefined;
        return (
          <li key={label} className={`${styles.step} ${state ?? ''}`} aria-current={step === current ? 'step' : undefined}>
            <span className={styles.number} aria-hidden="true">
              {step < current ? '✓' : step}
            </span>
            <span className={styles.label}>
              {label}
              {step < current && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
