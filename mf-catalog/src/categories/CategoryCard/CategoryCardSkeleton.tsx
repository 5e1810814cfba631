import card from '../../shared/styles/card.module.css';
import shimmer from '../../shared/styles/shimmer.module.css';
import styles from './CategoryCard.module.css';

/** Text-sized bars, one per width given. */
function Bones({ widths }: { widths: readonly string[] }) {
  return widths.map((width, i) => <span key={i} className={`${shimmer.shimmer} ${styles.bone}`} style={{ width }} />);
}

/**
 * A card's shape while the catalog loads: the same boxes and line heights as CategoryCard (it
 * shares its styles), so the real cards replace it without moving the page.
 */
export function CategoryCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={`${card.card} ${styles.card}`} data-layout={layout} data-skeleton="true" data-testid="category-skeleton">
      <div className={styles.media}>
        <div className={`${styles.image} ${shimmer.shimmer} ${styles.bone}`} />
      </div>
      <div className={styles.body}>
        <div className={styles.main}>
          <p className={styles.name}>
            <Bones widths={['55%']} />
          </p>
          <p className={styles.count}>
            <Bones widths={['30%']} />
          </p>
          <p className={styles.description}>
            <Bones widths={['100%', '90%', '60%']} />
          </p>
        </div>
        <div className={styles.facts}>
          <p className={styles.price}>
            <Bones widths={['40%']} />
          </p>
          <div className={styles.brands}>
            <Bones widths={['35%', '75%']} />
          </div>
        </div>
      </div>
    </div>
  );
}
