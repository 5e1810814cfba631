import type { ReactNode } from 'react';
import type { NotificationType } from 'shared-contracts';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';
import styles from './NotificationTypeIcon.module.css';

// Line drawings in the shell's icon style; remotes cannot import the shell's icons.
const PATHS: Record<NotificationType, ReactNode> = {
  onboarding: (
    <>
      <path d="M12 3.5 13.9 9l5.6 1.9-5.6 1.9L12 18.5l-1.9-5.7-5.6-1.9L10.1 9z" />
      <path d="M19 3v3M17.5 4.5h3" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.3 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
      <path d="M12 10v4M12 17.5h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
};

/** The notification's type as a coloured icon, and as text for screen readers. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  // A type from a newer shell or an old saved list falls back to the default icon.
  const known: NotificationType = type in PATHS ? type : 'other';
  return (
    <span className={`${styles.icon} ${styles[known]}`} data-type={known}>
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {PATHS[known]}
      </svg>
      <span className="visually-hidden">
        {T.types[known]}
      </span>
    </span>
  );
}
