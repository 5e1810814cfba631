import { categoryLabel } from '../../shared/listing-rules';
import box from '../../shared/styles/box.module.css';
import styles from './CategoryList.module.css';

/** SPEC §2: on /products, the categories as a list filter with Clear. */
export function CategoryList({
  categories,
  active,
  onChoose,
}: {
  categories: string[];
  active: string | null;
  onChoose: (category: string | null) => void;
}) {
  return (
    <div className={styles.list} role="group" aria-label="Filter by category">
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          className={`${box.box} ${styles.chip}`}
          aria-pressed={active === category}
          onClick={() => onChoose(active === category ? null : category)}
        >
          {categoryLabel(category)}
        </button>
      ))}
      <button type="button" className={`${box.box} ${styles.clear}`} onClick={() => onChoose(null)} disabled={active === null}>
        Clear
      </button>
    </div>
  );
}
