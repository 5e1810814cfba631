import { SHOP_NAME } from 'shared-contracts';
import styles from './LegalNotes.module.css';

/**
 * The short terms, privacy note and help the sign-in pages link to (the spec's footer links only
 * logged to the console). Anchored, so each link lands on its own paragraph.
 */
export function LegalNotes() {
  return (
    <div className={styles.notes}>
      <section id="terms" aria-labelledby="terms-title" tabIndex={-1}>
        <h2 id="terms-title">Terms of Service</h2>
        <p>
          Prices on {SHOP_NAME} are in Nigerian naira. Your order total is the subtotal plus the shipping method you
          choose and 8% tax, and it is confirmed once your card payment succeeds. Listings you publish must describe
          items you own and can deliver.
        </p>
      </section>
      <section id="privacy" aria-labelledby="privacy-title" tabIndex={-1}>
        <h2 id="privacy-title">Privacy Policy</h2>
        <p>
          Signing in with Google shares your name, email address and photo with us. We keep them, with the phone number
          and addresses you add, in your account so we can deliver your orders. Only you can read your account; the
          items you list for sale are public.
        </p>
      </section>
      <section id="help" aria-labelledby="help-title" tabIndex={-1}>
        <h2 id="help-title">Help</h2>
        <p>
          New here? Create your account with Google first, then sign in with the same Google account. Your cart stays
          on this device whether or not you are signed in, and you can browse the shop as a guest.
        </p>
      </section>
    </div>
  );
}
