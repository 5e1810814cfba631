import { useState } from 'react';
import { EARLY_BIRD_COUNTDOWN_MS, EARLY_BIRD_DISCOUNT_PERCENT } from 'shared-contracts';
import { Countdown } from '../../components/Countdown/Countdown';
import { Footer } from '../../components/Footer/Footer';
import { RegistrationForm } from '../../components/RegistrationForm/RegistrationForm';
import styles from './EarlyBird.module.css';

const BENEFITS = [
  `Save ${EARLY_BIRD_DISCOUNT_PERCENT}% on selling fees for your first three months`,
  'Priority placement for your items when we launch',
  'Free pickup from your door for your first 10 deliveries',
  'A dedicated account manager to set up your shop',
] as const;

/** Early-bird registration: a countdown to seven days after the page loaded, the benefits and the form. */
export function EarlyBird() {
  const [deadline] = useState(() => Date.now() + EARLY_BIRD_COUNTDOWN_MS);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Early Bird Offer</p>
        <h1 className={styles.title}>Early Bird Registration</h1>
        <p className={styles.subtitle}>Limited time offer - Register now to secure your spot</p>
        <Countdown deadline={deadline} />
      </header>

      <div className={styles.layout}>
        <section className={styles.benefits} aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className={styles.benefitsTitle}>
            Early bird benefits
          </h2>
          <ul className={styles.benefitList}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {benefit}
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.formColumn}>
          <RegistrationForm />
          <p className={styles.limited}>Limited spots available. Offer ends when timer reaches zero.</p>
        </div>
      </div>
      <Footer />
    </div>
  );
}
