import { SKELETON_COUNT } from '../product-list-constants';
import card from '../../shared/styles/card.module.css';
import shimmer from '../../shared/styles/shimmer.module.css';
import grid from '../ProductGrid/ProductGrid.module.css';
import styles from './SkeletonGrid.module.css';

/** SPEC §2: eight placeholder cards, the size of real ones, while loading or filtering. */
export function SkeletonGrid({ label }: { label: string }) {
  const line = `${shimmer.shimmer} ${styles.line}`;
  return (
    <div role="status" aria-label={label} className={grid.grid}>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} className={`${card.card} ${styles.card}`} data-testid="skeleton-card">
          <div className={`${shimmer.shimmer} ${styles.image}`} />
          <div className={line} />
          <div className={`${line} ${styles.short}`} />
          <div className={`${line} ${styles.price}`} />
        </div>
      ))}
    </div>
  );
}
