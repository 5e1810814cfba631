import { useState } from 'react';
import styles from './ProductThumb.module.css';

/** A line's picture, or a neutral tile when it is missing or fails to load: never a broken image. */
export function ProductThumb({ src, name }: { src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className={`${styles.thumb} ${styles.placeholder}`} role="img" aria-label={name}>
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className={styles.thumb} src={src} alt={name} loading="lazy" onError={() => setFailed(src)} />;
}
