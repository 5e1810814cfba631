import { Link } from 'react-router-dom';
import bracelets from '../../assets/category-bracelets.svg';
import necklaces from '../../assets/category-necklaces.svg';
import sunglasses from '../../assets/category-sunglasses.svg';
import watches from '../../assets/category-watches.svg';
import { Section } from '../../shared/Section/Section';
import styles from './CategoryGrid.module.css';

/** The categories page's path, spelt as the shop has always spelt it. */
export const CATEGORIES_PATH = '/catergories';

const CATEGORIES = [
  { name: 'Watches', image: watches },
  { name: 'Sunglasses', image: sunglasses },
  { name: 'Bracelets', image: bracelets },
  { name: 'Necklaces', image: necklaces },
] as const;

/** 'Shop By Categories': four tiles leading to the categories page. */
export function CategoryGrid() {
  return (
    <Section id="categories-heading" title="Shop By Categories">
      <ul className={styles.grid}>
        {CATEGORIES.map(({ name, image }) => (
          <li key={name}>
            <Link className={styles.tile} to={CATEGORIES_PATH}>
              {/* Decorative: the tile's label already names the link. */}
              <img className={styles.image} src={image} alt="" width={240} height={240} loading="lazy" />
              <span className={styles.name}>{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
