import { SKELETON_COUNT } from '../product-list-constants';
import grid from '../ProductGrid/ProductGrid.module.css';
import styles from './SkeletonGrid.module.css';

/** SPEC §2: eight placeholder cards, the size of real ones, while loading or filtering. */
export function SkeletonGrid({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={grid.grid}>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} className={styles.card} data-testid="skeleton-card">
          <div className={styles.image} />
          <div className={styles.line} />
          <div className={`${styles.line} ${styles.short}`} />
          <div className={`${styles.line} ${styles.price}`} />
        </div>
      ))}
    </div>
  );
}
