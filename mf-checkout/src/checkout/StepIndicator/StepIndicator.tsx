import type { CheckoutStep } from '../checkout-steps';
import styles from './StepIndicator.module.css';

/** The four steps, the current one marked for sight and for assistive technology. */
export function StepIndicator({ steps, current }: { steps: readonly CheckoutStep[]; current: number }) {
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {steps.map(({ id, title: label }, index) => {
        const step = index + 1;
        const state = index < current ? styles.done : index === current ? styles.current : undefined;
        return (
          <li key={id} className={`${styles.step} ${state ?? ''}`} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.number} aria-hidden="true">
              {index < current ? '✓' : step}
            </span>
            <span>
              {label}
              {index < current && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
