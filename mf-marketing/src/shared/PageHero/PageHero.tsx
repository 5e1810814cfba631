import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  text: ReactNode;
  eyebrow?: string;
  image?: { src: string; alt: string; width: number; height: number };
}

/** The headline band at the top of a content page: the page's one h1. */
export function PageHero({ title, text, eyebrow, image }: PageHeroProps) {
  return (
    <header className={styles.hero} data-with-image={Boolean(image)}>
      <div className={styles.copy}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
      </div>
      {image && <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />}
    </header>
  );
}
