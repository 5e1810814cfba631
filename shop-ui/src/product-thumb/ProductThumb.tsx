import { useState } from 'react';
import { ImageIcon } from 'shop-ui/icons';
import styles from './ProductThumb.module.css';

/** A product's picture, or a neutral placeholder when it is missing or fails to load: never a broken image. */
export function ProductThumb({ src, name }: { src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className={`${styles.thumb} ${styles.placeholder}`} role="img" aria-label={name}>
        <ImageIcon size={26} />
      </span>
    );
  }
  return <img className={styles.thumb} src={src} alt={name} loading="lazy" onError={() => setFailed(src)} />;
}
