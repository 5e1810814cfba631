import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, useCart, useSession, type SessionUser } from 'shared-contracts';
import { orderTotals } from 'shared-contracts/core';
import { Button } from 'shop-ui/button';
import { missingProfileItems } from './checkout-rules';
import { CHECKOUT_STEPS, type StepView } from './checkout-steps';
import { EmptyCart } from './EmptyCart/EmptyCart';
import { CompletePayment } from './pay-order/complete-payment/CompletePayment';
import { OrderConfirmed } from './pay-order/OrderConfirmed/OrderConfirmed';
import { usePlaceOrder } from './pay-order/use-place-order';
import { cartSummaryLines, OrderSummary } from '../shared/OrderSummary/OrderSummary';
import { SignedOutNotice } from './SignedOutNotice/SignedOutNotice';
import { StatusNote } from '../shared/StatusNote/StatusNote';
import { StepIndicator } from './StepIndicator/StepIndicator';
import { useCheckoutDraft } from './use-checkout-draft';
import { useProfile } from './use-profile';
import { useStepInUrl } from './use-step-in-url';
import { CHECKOUT_TEXTS } from '../shared/checkout-texts';
import layout from '../styles/summary-layout.module.css';
import panel from '../styles/panel.module.css';
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
  const { draft, setShipping, setPayer, clear } = useCheckoutDraft(user);
  const [showProblems, setShowProblems] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { asked, goTo } = useStepInUrl();

  const totals = orderTotals(lines, draft.shipping.method);
  const profileMissing = waiting ? [] : missingProfileItems(user);
  const view: StepView = { lines, shipping: draft.shipping, payer: draft.payer, total: totals.total, profileMissing, showProblems, setShipping, setPayer };
  const order = usePlaceOrder({ lines, shipping: draft.shipping, payer: draft.payer, onPaid: clear });

  // The URL's step, or the first before it that is not complete (a reload after a change elsewhere, a
  // shared link): judged once the profile is known, before the shopper can act, never under their hand.
  const incomplete = CHECKOUT_STEPS.findIndex((step, i) => i < asked && !step.canLeave(view));
  const index = waiting || incomplete === -1 ? asked : incomplete;
  const step = CHECKOUT_STEPS[index]!;
  const held = waiting && index > 0;
  // The URL follows, while the steps are shown (not once the order is placed or the cart is empty).
  const showsSteps = !order.placed && lines.length > 0;
  useEffect(() => {
    if (showsSteps && index !== asked) goTo(index, { replace: true });
  }, [asked, goTo, index, showsSteps]);

  // A step reached by Continue, Back or the browser's own Back takes focus to its title.
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);

  if (order.placed) return <OrderConfirmed placed={order.placed} firstName={draft.payer.firstName} />;
  if (lines.length === 0) return <EmptyCart />;

  const go = (next: number) => {
    setShowProblems(false);
    goTo(next);
  };

  const last = index === CHECKOUT_STEPS.length - 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (held) return;
    if (last) return void order.placeOrder();
    if (step.canLeave(view)) return go(index + 1);
    setShowProblems(true);
    // Focus the first field named as a problem so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => heading.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const gated = step.id === 'shipping' && profileMissing.length > 0;
  const continueLabel = last ? (order.paying ? CHECKOUT_TEXTS.processing : CHECKOUT_TEXTS.placeOrder) : gated ? CHECKOUT_TEXTS.completeProfileFirst : CHECKOUT_TEXTS.continue;

  return (
    <div className={layout.layout}>
      <div className={styles.main}>
        <StepIndicator steps={CHECKOUT_STEPS} current={index} />
        <form className={`${panel.panel} ${styles.form}`} aria-labelledby="step-title" noValidate onSubmit={submit}>
          <h2 id="step-title" ref={heading} tabIndex={-1}>
            <span className="visually-hidden">
              Step {index + 1} of {CHECKOUT_STEPS.length}:{' '}
            </span>
            {step.title}
          </h2>
          {held && profile.status === 'loading' && <StatusNote>{CHECKOUT_TEXTS.profileLoading}</StatusNote>}
          {held && profile.status === 'failed' && (
            <div role="alert" className={styles.problem}>
              <p>{CHECKOUT_TEXTS.profileFailed}</p>
              <Button variant="quiet" onClick={profile.retry}>
                {CHECKOUT_TEXTS.tryAgain}
              </Button>
            </div>
          )}
          {!held && <step.Panel {...view} />}
          {showProblems && <p className={styles.problem}>{CHECKOUT_TEXTS.fixErrors}</p>}
          {order.cancelled && last && <StatusNote>{MESSAGES.payment.cancelled}</StatusNote>}
          <div className={styles.actions}>
            <Button variant="quiet" className={styles.step} disabled={index === 0 || order.paying} onClick={() => go(index - 1)}>
              {CHECKOUT_TEXTS.back}
            </Button>
            <Button type="submit" className={styles.step} disabled={gated || held || order.paying} aria-busy={order.paying || (held && profile.status === 'loading') || undefined}>
              {continueLabel}
            </Button>
          </div>
        </form>
      </div>
      <OrderSummary lines={cartSummaryLines(lines)} totals={totals} />
    </div>
  );
}
