import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from 'shop-ui/button';
import styles from './ShopCard.module.css';

export interface ShopCardProps {
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number; eager?: boolean };
  /** The listing search the card's link opens. */
  query: string;
  /** The link's words; its name adds the title, as several cards share them on one page. */
  action: string;
  /** h2 when the cards are the page's content, h3 under a section's heading. */
  headingLevel?: 2 | 3;
}

export const listingSearch = (query: string) => `/products?q=${encodeURIComponent(query)}`;

/** A card of a grid (a list item): picture, title, a line and a link to the listing searched for it. */
export function ShopCard({ title, text, image, query, action, headingLevel = 3 }: ShopCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      {/* Its width and height give the picture its proportions before it loads. */}
      <img
        className={styles.image}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={image.eager ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        <Link className={buttonClass('filled')} to={listingSearch(query)} aria-label={`${action}: ${title}`}>
          {action}
        </Link>
      </div>
    </li>
  );
}

/**
 * The cards' grid: three across, two on tablets, one on phones. `shortOnPhones` letterboxes the pictures
 * there (products drawn on a plain ground), so three stacked cards do not fill three screens.
 */
export function ShopCardGrid({ shortOnPhones = false, children }: { shortOnPhones?: boolean; children: ReactNode }) {
  return <ul className={shortOnPhones ? `${styles.grid} ${styles.shortOnPhones}` : styles.grid}>{children}</ul>;
}
