import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

/** The banner atop the listing and the categories: the page's title, then what belongs under it (a line, the search, a count). */
export function PageHero({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
