import type { ReactNode } from 'react';
import typography from '../../styles/type.module.css';
import styles from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  text: ReactNode;
  eyebrow?: string;
  image?: { src: string; alt: string; width: number; height: number };
  /** What follows the text in the band (the early-bird countdown). */
  children?: ReactNode;
}

/** The headline band at the top of a content page: the page's one h1. */
export function PageHero({ title, text, eyebrow, image, children }: PageHeroProps) {
  return (
    <header className={styles.hero} data-with-image={Boolean(image)}>
      <div>
        {eyebrow && <p className={typography.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children && <div className={styles.extra}>{children}</div>}
      </div>
      {image && <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />}
    </header>
  );
}
