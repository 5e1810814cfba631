import { TextField } from 'shop-ui/form-field';
import type { Payer } from '../payer';
import { PAYMENT_FIELDS, type FieldProblems, type PaymentField } from '../checkout-rules';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import grid from '../../styles/form-grid.module.css';

const AUTOCOMPLETE: Record<PaymentField, string> = { firstName: 'given-name', lastName: 'family-name', email: 'email' };

export interface PaymentStepProps {
  payer: Payer;
  /** The cart's total, whole naira. */
  total: number;
  problems: FieldProblems<PaymentField>;
  onChange(patch: Partial<Payer>): void;
}

/** Step 3: who pays; the amount follows the total, read-only and digits only (SPEC §2). */
export function PaymentStep({ payer, total, problems, onChange }: PaymentStepProps) {
  return (
    <div className={grid.grid}>
      {PAYMENT_FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          id={`payment-${name}`}
          name={name}
          label={label}
          type={name === 'email' ? 'email' : 'text'}
          value={payer[name]}
          error={problems[name]}
          autoComplete={AUTOCOMPLETE[name]}
          onValue={(value) => onChange({ [name]: value })}
        />
      ))}
      <TextField
        id="payment-amount"
        className={grid.wide}
        name="amount"
        label="Amount (₦)"
        value={String(total)}
        readOnly
        inputMode="numeric"
        autoComplete="off"
        hint={CHECKOUT_TEXTS.amountHint}
      />
    </div>
  );
}
