import type { ReactNode } from 'react';
import { formatNaira, type ShippingData } from 'shared-contracts';
import { shippingCost } from 'shared-contracts/core';
import type { Payer } from '../payer';
import { shippingMethodLabel } from '../checkout-rules';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import styles from './FinalReviewStep.module.css';

/** Step 4: what will be ordered and paid, before Place Order (SPEC §2). */
export function FinalReviewStep({ shipping, payer, total }: { shipping: ShippingData; payer: Payer; total: number }) {
  return (
    <div className={styles.sections}>
      <ReviewSection id="review-address" title={CHECKOUT_TEXTS.shippingAddress} lead={`${shipping.firstName} ${shipping.lastName}`} address>
        <span>{shipping.address}</span>
        <span>
          {shipping.city}, {shipping.state} {shipping.zipCode}
        </span>
        <span>{shipping.country}</span>
        <span>{shipping.phone}</span>
        <span>{shipping.email}</span>
      </ReviewSection>
      <ReviewSection id="review-payment" title={CHECKOUT_TEXTS.paymentDetails} lead={`${payer.firstName} ${payer.lastName}`}>
        <span>{payer.email}</span>
        <span>{formatNaira(total)} by card</span>
      </ReviewSection>
      <ReviewSection id="review-method" title={CHECKOUT_TEXTS.shippingMethod} lead={shippingMethodLabel(shipping)}>
        <span>{formatNaira(shippingCost(shipping.method))}</span>
      </ReviewSection>
    </div>
  );
}

/** One region of the review, named by its title: a line in bold, then its details; the address as an <address>. */
function ReviewSection({ id, title, lead, address = false, children }: { id: string; title: string; lead: string; address?: boolean; children: ReactNode }) {
  const Body = address ? 'address' : 'p';
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <Body className={styles.body}>
        <strong>{lead}</strong>
        {children}
      </Body>
    </section>
  );
}
