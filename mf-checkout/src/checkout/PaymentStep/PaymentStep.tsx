import type { PaymentData } from '../payment-data';
import { digitsOnly, PAYMENT_FIELDS, type FieldProblems, type PaymentField } from '../checkout-rules';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import { TextField } from '../TextField/TextField';
import grid from '../../styles/form-grid.module.css';
import styles from './PaymentStep.module.css';

const AUTOCOMPLETE: Record<PaymentField, string> = { firstName: 'given-name', lastName: 'family-name', email: 'email', amount: 'off' };

export interface PaymentStepProps {
  payment: PaymentData;
  problems: FieldProblems<PaymentField>;
  onChange(patch: Partial<Omit<PaymentData, 'amount'>>): void;
}

/** Step 3: who pays; the amount follows the total, read-only and digits only (SPEC §2). */
export function PaymentStep({ payment, problems, onChange }: PaymentStepProps) {
  return (
    <div className={grid.grid}>
      {PAYMENT_FIELDS.map(({ name, label }) =>
        name === 'amount' ? (
          <div key={name} className={grid.wide}>
            <TextField
              id="payment-amount"
              name="amount"
              label={`${label} (₦)`}
              value={digitsOnly(payment.amount)}
              error={problems.amount}
              readOnly
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE.amount}
              aria-describedby="payment-amount-hint"
            />
            <p id="payment-amount-hint" className={styles.hint}>
              {CHECKOUT_TEXTS.amountHint}
            </p>
          </div>
        ) : (
          <TextField
            key={name}
            id={`payment-${name}`}
            name={name}
            label={label}
            type={name === 'email' ? 'email' : 'text'}
            value={payment[name]}
            error={problems[name]}
            autoComplete={AUTOCOMPLETE[name]}
            onValue={(value) => onChange({ [name]: value })}
          />
        ),
      )}
    </div>
  );
}
