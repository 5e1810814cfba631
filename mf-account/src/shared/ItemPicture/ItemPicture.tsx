import { useState } from 'react';
import { ImageIcon } from 'shop-ui/icons';
import styles from './ItemPicture.module.css';

/**
 * An item's picture beside its name (a listing, an order's line), or a drawn one when it has none or it
 * fails to load. Decorative: the name beside it says what it is. `className` gives its size and place.
 */
export function ItemPicture({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  const look = className ? `${styles.picture} ${className}` : styles.picture;
  if (!src || failed) {
    return (
      <span className={look} aria-hidden="true">
        <ImageIcon size={24} />
      </span>
    );
  }
  return <img className={look} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
