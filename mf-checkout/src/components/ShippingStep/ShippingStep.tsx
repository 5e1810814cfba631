import { formatNaira, SHIPPING_FIELDS, SHIPPING_METHODS, type FieldProblems, type ShippingData, type ShippingField } from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../../texts';
import { TextField } from '../TextField/TextField';
import grid from '../../styles/form-grid.module.css';
import styles from './ShippingStep.module.css';

const INPUT: Record<ShippingField, { type?: string; autoComplete: string }> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  address: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zipCode: { autoComplete: 'postal-code' },
  country: { autoComplete: 'country-name' },
};

export interface ShippingStepProps {
  shipping: ShippingData;
  problems: FieldProblems<ShippingField>;
  onChange(patch: Partial<ShippingData>): void;
}

/** Step 2: where the order goes and how fast (SPEC §2, §9). */
export function ShippingStep({ shipping, problems, onChange }: ShippingStepProps) {
  return (
    <div className={styles.step}>
      <div className={grid.grid}>
        {SHIPPING_FIELDS.map(({ name, label }) => (
          <div key={name} className={name === 'address' ? grid.wide : undefined}>
            <TextField
              id={`shipping-${name}`}
              name={name}
              label={label}
              value={shipping[name]}
              error={problems[name]}
              onValue={(value) => onChange({ [name]: value })}
              {...INPUT[name]}
            />
          </div>
        ))}
      </div>
      <fieldset className={styles.methods}>
        <legend>{CHECKOUT_TEXTS.shippingMethod}</legend>
        {SHIPPING_METHODS.map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="shipping-method"
              value={method.id}
              checked={shipping.method === method.id}
              onChange={() => onChange({ method: method.id })}
            />
            <span className={styles.methodName}>{method.label}</span>
            <span className={styles.eta}>{method.eta}</span>
            <span className={styles.methodPrice}>{formatNaira(method.price)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
