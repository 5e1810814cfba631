import type { ComponentType } from 'react';
import type { CartLine, ShippingData } from 'shared-contracts';
import { payerProblems, shippingProblems } from './checkout-rules';
import type { Payer } from './payer';
import { FinalReviewStep } from './FinalReviewStep/FinalReviewStep';
import { PaymentStep } from './PaymentStep/PaymentStep';
import { ProfileGate } from './ProfileGate/ProfileGate';
import { ReviewStep } from './ReviewStep/ReviewStep';
import { ShippingStep } from './ShippingStep/ShippingStep';

/** What every step's panel and rule see of the checkout. */
export interface StepView {
  lines: readonly CartLine[];
  shipping: ShippingData;
  payer: Payer;
  /** The cart's total, whole naira: shown; the server prices the order itself. */
  total: number;
  /** The profile's missing items (SPEC §5), empty until the profile is known. */
  profileMissing: readonly string[];
  /** Whether the fields' problems are shown (after a Continue that could not leave). */
  showProblems: boolean;
  setShipping(patch: Partial<ShippingData>): void;
  setPayer(patch: Partial<Payer>): void;
}

export interface CheckoutStep {
  /** Its address: `/checkout?step={id}`. */
  id: string;
  /** SPEC §2's name of the step. */
  title: string;
  Panel: ComponentType<StepView>;
  /** Whether Continue may leave it (SPEC §5); the last step places the order instead. */
  canLeave(view: StepView): boolean;
}

const none = (problems: object) => Object.keys(problems).length === 0;

/** SPEC §2: the four steps, in order. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  {
    id: 'review',
    title: 'Review',
    Panel: ({ lines }) => <ReviewStep lines={lines} />,
    canLeave: ({ lines }) => lines.length > 0,
  },
  {
    id: 'shipping',
    title: 'Shipping',
    Panel: ({ shipping, profileMissing, showProblems, setShipping }) => (
      <>
        {profileMissing.length > 0 && <ProfileGate missing={profileMissing} />}
        <ShippingStep shipping={shipping} problems={showProblems ? shippingProblems(shipping) : {}} onChange={setShipping} />
      </>
    ),
    canLeave: ({ profileMissing, shipping }) => profileMissing.length === 0 && none(shippingProblems(shipping)),
  },
  {
    id: 'payment',
    title: 'Payment',
    Panel: ({ payer, total, showProblems, setPayer }) => (
      <PaymentStep payer={payer} total={total} problems={showProblems ? payerProblems(payer) : {}} onChange={setPayer} />
    ),
    canLeave: ({ payer }) => none(payerProblems(payer)),
  },
  {
    id: 'final-review',
    title: 'Final Review',
    Panel: ({ shipping, payer, total }) => <FinalReviewStep shipping={shipping} payer={payer} total={total} />,
    canLeave: () => false,
  },
];
