import { formatNaira, TEXT_LIMITS as L, type ShippingData } from 'shared-contracts';
import { SHIPPING_METHODS } from 'shared-contracts/core';
import { TextField } from 'shop-ui/form-field';
import { SHIPPING_FIELDS, type FieldProblems, type ShippingField } from '../checkout-rules';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import grid from '../../styles/form-grid.module.css';
import styles from './ShippingStep.module.css';

/** Each field's kind and the server's limit for it (PlaceOrderSchema). */
const INPUT: Record<ShippingField, { type?: string; autoComplete: string; maxLength: number }> = {
  firstName: { autoComplete: 'given-name', maxLength: L.personName },
  lastName: { autoComplete: 'family-name', maxLength: L.personName },
  email: { type: 'email', autoComplete: 'email', maxLength: L.email },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: L.phone },
  address: { autoComplete: 'street-address', maxLength: L.addressLine },
  city: { autoComplete: 'address-level2', maxLength: L.shortText },
  state: { autoComplete: 'address-level1', maxLength: L.shortText },
  zipCode: { autoComplete: 'postal-code', maxLength: L.postalCode },
  country: { autoComplete: 'country-name', maxLength: L.shortText },
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
          <TextField
            key={name}
            id={`shipping-${name}`}
            className={name === 'address' ? grid.wide : undefined}
            name={name}
            label={label}
            value={shipping[name]}
            error={problems[name]}
            onValue={(value) => onChange({ [name]: value })}
            {...INPUT[name]}
          />
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
