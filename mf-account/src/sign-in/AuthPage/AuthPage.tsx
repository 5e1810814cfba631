import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, SHOP_NAME } from 'shared-contracts';
import { AUTH_TEXTS } from '../auth-texts';
import { GoogleIcon } from '../GoogleIcon/GoogleIcon';
import { LegalNotes } from '../LegalNotes/LegalNotes';
import styles from './AuthPage.module.css';

export interface AuthPageProps {
  texts: (typeof AUTH_TEXTS)['register' | 'login'];
  /** Where the switch link leads (keeps `?next=` so the detour still returns the shopper). */
  switchTo: string;
  busy: boolean;
  onGoogle(): void;
}

/** The sign-up and login card (SPEC §2): Google, Facebook (not offered yet), the switch link, footer links. */
export function AuthPage({ texts, switchTo, busy, onGoogle }: AuthPageProps) {
  const soonId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <p className={styles.brand}>{SHOP_NAME}</p>
        <h1 id="auth-title" className={styles.title}>
          {texts.title}
        </h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
        <div className={styles.providers}>
          <button type="button" className={styles.google} onClick={onGoogle} disabled={busy} aria-busy={busy}>
            {busy ? <span className={styles.spinner} aria-hidden="true" /> : <GoogleIcon />}
            <span>{busy ? AUTH_TEXTS.busy : texts.google}</span>
          </button>
          {/* Visibly not offered yet, rather than a button that silently does nothing. */}
          <button type="button" className={styles.facebook} aria-disabled="true" aria-describedby={soonId}>
            <FacebookIcon />
            <span>{AUTH_TEXTS.facebook}</span>
            <span id={soonId} className={styles.soon}>
              {MESSAGES.comingSoon}
            </span>
          </button>
        </div>
        <p className={styles.switch}>
          {texts.switchPrompt} <Link to={switchTo}>{texts.switchLink}</Link>
        </p>
        <nav aria-label="About signing in" className={styles.footer}>
          {AUTH_TEXTS.footer.map(({ label, anchor }) => (
            <a key={anchor} href={`#${anchor}`}>
              {label}
            </a>
          ))}
        </nav>
      </section>
      <LegalNotes />
    </div>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}
