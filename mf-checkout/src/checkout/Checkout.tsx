import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, orderTotals, useCart, useSession, type SessionUser } from 'shared-contracts';
import type { PaymentData } from './payment-data';
import {
  canContinue,
  CHECKOUT_STEPS,
  type CheckoutStep,
  missingProfileItems,
  paymentProblems,
  shippingProblems,
} from './checkout-rules';
import { CompletePayment } from './complete-payment/CompletePayment';
import { EmptyCart } from './EmptyCart/EmptyCart';
import { FinalReviewStep } from './FinalReviewStep/FinalReviewStep';
import { OrderConfirmed } from '../shared/OrderConfirmed/OrderConfirmed';
import { cartSummaryLines, OrderSummary } from '../shared/OrderSummary/OrderSummary';
import { PaymentStep } from './PaymentStep/PaymentStep';
import { ProfileGate } from './ProfileGate/ProfileGate';
import { ReviewStep } from './ReviewStep/ReviewStep';
import { ShippingStep } from './ShippingStep/ShippingStep';
import { SignedOutNotice } from './SignedOutNotice/SignedOutNotice';
import { StepIndicator } from './StepIndicator/StepIndicator';
import { useCheckoutDraft } from './use-checkout-draft';
import { usePlaceOrder } from './use-place-order';
import { useProfile } from './use-profile';
import { CHECKOUT_TEXTS } from '../shared/checkout-texts';
import styles from './Checkout.module.css';

/**
 * SPEC §2 Checkout: four steps beside the order summary, then the card payment. With `?pay={orderId}`
 * (contracts 1.8) it pays an order placed earlier and not paid instead.
 */
export function Checkout() {
  const user = useSession();
  const unpaid = useSearchParams()[0].get('pay');
  const signedIn = user.isLoggedIn && user.uid ? (user as SessionUser & { uid: string }) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CHECKOUT_TEXTS.title}</h1>
      {!signedIn ? (
        <SignedOutNotice />
      ) : unpaid ? (
        <CompletePayment orderId={unpaid} firstName={signedIn.primaryInformation?.firstName ?? ''} />
      ) : (
        <SignedInCheckout user={signedIn} />
      )}
    </div>
  );
}

function SignedInCheckout({ user: session }: { user: SessionUser & { uid: string } }) {
  const { items: lines } = useCart();
  const profile = useProfile(session);
  // Until the whole profile is known, the draft keeps what it has and nothing is judged missing.
  const waiting = profile.status !== 'known';
  const user = profile.status === 'known' ? { ...profile.user, uid: session.uid } : session;
  const { draft, setStep, setShipping, setPayer, clear } = useCheckoutDraft(user);
  const [showProblems, setShowProblems] = useState(false);
  const panel = useRef<HTMLFormElement>(null);

  const totals = orderTotals(lines, draft.shipping.method);
  const payment: PaymentData = { ...draft.payer, amount: String(totals.total) };
  const profileMissing = waiting ? [] : missingProfileItems(user);
  const rules = { lines, shipping: draft.shipping, payment, profileMissing };
  const order = usePlaceOrder({ lines, shipping: draft.shipping, payer: draft.payer, onPaid: clear });

  // A reload lands on the step saved, or on the first one that is not complete any more: judged once
  // the profile is known, before the shopper can act (Continue waits for it), never under their hand.
  const step = waiting ? draft.step : (([1, 2, 3] as const).find((s) => s < draft.step && !canContinue(s, rules)) ?? draft.step);
  const held = waiting && step > 1;

  if (order.placed) return <OrderConfirmed placed={order.placed} firstName={draft.payer.firstName} />;
  if (lines.length === 0) return <EmptyCart />;

  const go = (next: CheckoutStep) => {
    setShowProblems(false);
    setStep(next);
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (held) return;
    if (step === 4) return void order.placeOrder();
    if (canContinue(step, rules)) return go((step + 1) as CheckoutStep);
    setShowProblems(true);
    // Focus the first field named as a problem so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const gated = step === 2 && profileMissing.length > 0;
  const shippingIssues = showProblems ? shippingProblems(draft.shipping) : {};
  const paymentIssues = showProblems ? paymentProblems(payment) : {};
  const continueLabel = step === 4 ? (order.paying ? CHECKOUT_TEXTS.processing : CHECKOUT_TEXTS.placeOrder) : gated ? CHECKOUT_TEXTS.completeProfileFirst : CHECKOUT_TEXTS.continue;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StepIndicator current={step} />
        <form ref={panel} className={styles.panel} aria-labelledby="step-title" noValidate onSubmit={submit}>
          <h2 id="step-title" tabIndex={-1}>
            <span className="visually-hidden">Step {step} of 4: </span>
            {CHECKOUT_STEPS[step - 1]}
          </h2>
          {step === 1 && <ReviewStep lines={lines} />}
          {held && profile.status === 'loading' && (
            <p role="status" className={styles.notice}>
              {CHECKOUT_TEXTS.profileLoading}
            </p>
          )}
          {held && profile.status === 'failed' && (
            <div role="alert" className={styles.problem}>
              <p>{CHECKOUT_TEXTS.profileFailed}</p>
              <button type="button" className={styles.back} onClick={profile.retry}>
                {CHECKOUT_TEXTS.tryAgain}
              </button>
            </div>
          )}
          {!held && step === 2 && (
            <>
              {gated && <ProfileGate missing={profileMissing} />}
              <ShippingStep shipping={draft.shipping} problems={shippingIssues} onChange={setShipping} />
            </>
          )}
          {!held && step === 3 && <PaymentStep payment={payment} problems={paymentIssues} onChange={setPayer} />}
          {!held && step === 4 && <FinalReviewStep shipping={draft.shipping} payment={payment} />}
          {showProblems && <p className={styles.problem}>{CHECKOUT_TEXTS.fixErrors}</p>}
          {order.cancelled && step === 4 && (
            <p role="status" className={styles.notice}>
              {MESSAGES.payment.cancelled}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.back} disabled={step === 1 || order.paying} onClick={() => go((step - 1) as CheckoutStep)}>
              {CHECKOUT_TEXTS.back}
            </button>
            <button type="submit" className={styles.next} disabled={gated || held || order.paying} aria-busy={order.paying || (held && profile.status === 'loading') || undefined}>
              {continueLabel}
            </button>
          </div>
        </form>
      </div>
      <OrderSummary lines={cartSummaryLines(lines)} totals={totals} />
    </div>
  );
}
