import { useCallback, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shop-ui/empty-state';
import { PageHero } from '../shared/PageHero/PageHero';
import { EARLY_BIRD_DISCOUNT_PERCENT } from './early-bird-constants';
import { Countdown } from './Countdown/Countdown';
import { RegistrationForm } from './RegistrationForm/RegistrationForm';
import styles from './EarlyBird.module.css';

const BENEFITS = [
  `Save ${EARLY_BIRD_DISCOUNT_PERCENT}% on selling fees for your first three months`,
  'Priority placement for your items when we launch',
  'Free pickup from your door for your first 10 deliveries',
  'A dedicated account manager to set up your shop',
] as const;

/**
 * Early-bird registration: the benefits, the form, and a countdown to the offer's end, one instant for
 * everyone from the runtime config. At zero the form closes. A shell that names no end shows no countdown.
 */
export function EarlyBird() {
  const endsAt = usePlatform().config.earlyBirdEndsAt;
  const deadline = endsAt ? Date.parse(endsAt) : null;
  const [ended, setEnded] = useState(() => deadline !== null && deadline <= Date.now());
  const end = useCallback(() => setEnded(true), []);
  return (
    <div className={styles.page}>
      <PageHero eyebrow="Early Bird Offer" title="Early Bird Registration" text="Limited time offer - Register now to secure your spot">
        {deadline !== null && <Countdown deadline={deadline} onEnd={end} />}
      </PageHero>

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
          {ended ? (
            <EmptyState title="Registration is closed">
              <p>The early bird offer has ended, so we are no longer taking registrations.</p>
            </EmptyState>
          ) : (
            <>
              <RegistrationForm />
              {deadline !== null && <p className={styles.limited}>Limited spots available. Offer ends when timer reaches zero.</p>}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
