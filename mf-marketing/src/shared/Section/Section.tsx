import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  /** The heading's id: the section is the region it names. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A band of a content page in the page's column: a region named by its h2. */
export function Section({ id, title, className, children }: SectionProps) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
