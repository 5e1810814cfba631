import styles from './CategoryCard.module.css';

/**
 * A card's shape while the catalog loads: the same boxes and line heights as CategoryCard (it
 * shares its styles), so the real cards replace it without moving the page.
 */
export function CategoryCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={styles.card} data-layout={layout} data-skeleton="true" data-testid="category-skeleton">
      <div className={styles.media}>
        <div className={`${styles.image} ${styles.bone}`} />
      </div>
      <div className={styles.body}>
        <div className={styles.main}>
          <p className={styles.name}>
            <span className={styles.bone} style={{ width: '55%' }} />
          </p>
          <p className={styles.count}>
            <span className={styles.bone} style={{ width: '30%' }} />
          </p>
          <p className={styles.description}>
            <span className={styles.bone} style={{ width: '100%' }} />
            <span className={styles.bone} style={{ width: '90%' }} />
            <span className={styles.bone} style={{ width: '60%' }} />
          </p>
        </div>
        <div className={styles.facts}>
          <p className={styles.price}>
            <span className={styles.bone} style={{ width: '40%' }} />
          </p>
          <div className={styles.brands}>
            <span className={styles.bone} style={{ width: '35%' }} />
            <span className={styles.bone} style={{ width: '75%' }} />
          </div>
        </div>
      </div>
    </div>
  );
}
