import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** The line under the title. */
  intro: ReactNode;
  titleId?: string;
  /** Beside the title and outside its name (an unread count). */
  badge?: ReactNode;
  /** The page's own buttons, at the header's end; on a narrow screen they wrap under the title. */
  actions?: ReactNode;
  /** More under the intro (how many there are). */
  children?: ReactNode;
}

/** An account page's heading: its title, the line under it, and the page's buttons beside them. */
export function PageHeader({ title, intro, titleId, badge, actions, children }: PageHeaderProps) {
  const heading = <h1 id={titleId}>{title}</h1>;
  const text = (
    <>
      {badge ? (
        <div className={styles.titleRow}>
          {heading}
          {badge}
        </div>
      ) : (
        heading
      )}
      <p className={styles.intro}>{intro}</p>
      {children}
    </>
  );
  if (!actions) return <header className={styles.header}>{text}</header>;
  return (
    <header className={`${styles.header} ${styles.withActions}`}>
      <div className={styles.text}>{text}</div>
      {actions}
    </header>
  );
}
