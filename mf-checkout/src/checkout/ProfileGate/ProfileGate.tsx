import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { settingsPath } from './settings-path';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import styles from './ProfileGate.module.css';

/** SPEC §5: a signed-in shopper with an incomplete profile is told each missing item and where to fix it. */
export function ProfileGate({ missing }: { missing: readonly string[] }) {
  return (
    <section className={styles.gate} aria-labelledby="profile-gate-title">
      <p id="profile-gate-title" className={styles.message}>
        {MESSAGES.completeProfile}
      </p>
      <ul aria-label="Missing from your profile">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link className={buttonClass('accent', { className: styles.action })} to={settingsPath('profile')}>
        {CHECKOUT_TEXTS.completeProfileNow}
      </Link>
    </section>
  );
}
