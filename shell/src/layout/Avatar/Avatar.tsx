import type { ReactNode } from 'react';
import styles from './Avatar.module.css';

interface AvatarProps {
  /** The account's initials, or an icon. */
  children: ReactNode;
  /** The bar's button is smaller than a row of a list. */
  small?: boolean;
  /** Grey, for what is not an account yet ('Use another account'). */
  plain?: boolean;
}

/** The round badge standing for an account; decorative, as the name beside it says who. */
export function Avatar({ children, small = false, plain = false }: AvatarProps) {
  const className = [styles.avatar, small ? styles.small : null, plain ? styles.plain : null].filter(Boolean).join(' ');
  return (
    <span className={className} aria-hidden="true">
      {children}
    </span>
  );
}
