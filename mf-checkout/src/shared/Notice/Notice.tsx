import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styles from './Notice.module.css';

export interface NoticeProps {
  id: string;
  title: string;
  icon?: ReactNode;
  action: { to: string; label: string };
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** A whole-panel message with one way on: the empty cart, signing in, the confirmed order. */
export function Notice({ id, title, icon, action, titleRef, children }: NoticeProps) {
  return (
    <section className={styles.notice} aria-labelledby={id}>
      {icon}
      <h2 id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
      <Link className={styles.action} to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
