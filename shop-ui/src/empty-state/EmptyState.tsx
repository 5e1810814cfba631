import { useId, type ReactNode, type Ref } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is empty or went wrong, as the area's heading. */
  title: ReactNode;
  /** What to do about it. */
  children?: ReactNode;
  /** A decorative picture above the title. */
  icon?: ReactNode;
  /** The way on: a button or a link (the kit's buttonClass gives it the look). */
  action?: ReactNode;
  /** 'alert' when it replaces content that failed to load. */
  role?: 'alert' | 'status';
  /** The heading's id, when something else points at it. */
  titleId?: string;
  /** The heading, to take focus when the area becomes empty under the shopper. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** dashed: a place with nothing in it (the default); raised: a message that is the page's content (an order confirmed). */
  frame?: 'dashed' | 'raised';
  className?: string;
}

/** An area with nothing to show, or whose content failed: a framed, centred heading, a line and a way on. */
export function EmptyState({ title, children, icon, action, role, titleId, titleRef, frame = 'dashed', className }: EmptyStateProps) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section className={[styles.empty, styles[frame], className].filter(Boolean).join(' ')} aria-labelledby={headingId} role={role}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <h2 id={headingId} ref={titleRef} className={styles.title} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h2>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
