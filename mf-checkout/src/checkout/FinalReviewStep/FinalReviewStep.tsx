import { formatNaira, shippingCost, type ShippingData } from 'shared-contracts';
import type { Payer } from '../payer';
import { shippingMethodLabel } from '../checkout-rules';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import styles from './FinalReviewStep.module.css';

/** Step 4: what will be ordered and paid, before Place Order (SPEC §2). */
export function FinalReviewStep({ shipping, payer, total }: { shipping: ShippingData; payer: Payer; total: number }) {
  return (
    <div className={styles.sections}>
      <section aria-labelledby="review-address">
        <h3 id="review-address">{CHECKOUT_TEXTS.shippingAddress}</h3>
        <address className={styles.body}>
          <strong>
            {shipping.firstName} {shipping.lastName}
          </strong>
          <span>{shipping.address}</span>
          <span>
            {shipping.city}, {shipping.state} {shipping.zipCode}
          </span>
          <span>{shipping.country}</span>
          <span>{shipping.phone}</span>
          <span>{shipping.email}</span>
        </address>
      </section>
      <section aria-labelledby="review-payment">
        <h3 id="review-payment">{CHECKOUT_TEXTS.paymentDetails}</h3>
        <p className={styles.body}>
          <strong>
            {payer.firstName} {payer.lastName}
          </strong>
          <span>{payer.email}</span>
          <span>{formatNaira(total)} by card</span>
        </p>
      </section>
      <section aria-labelledby="review-method">
        <h3 id="review-method">{CHECKOUT_TEXTS.shippingMethod}</h3>
        <p className={styles.body}>
          <strong>{shippingMethodLabel(shipping)}</strong>
          <span>{formatNaira(shippingCost(shipping.method))}</span>
        </p>
      </section>
    </div>
  );
}
