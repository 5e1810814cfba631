import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from 'shop-ui/button';
import styles from './AccountSection.module.css';

export interface AccountSectionProps {
  title: string;
  /** A link beside the heading (Edit Profile, View All Orders, Create Item). */
  action?: { to: string; label: string };
  children: ReactNode;
}

/** One card of My Account: a named region with its heading, an optional link, and its content. */
export function AccountSection({ title, action, children }: AccountSectionProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        {action && (
          <Link className={buttonClass('outline')} to={action.to}>
            {action.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
