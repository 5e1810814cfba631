import type { Product } from 'shared-contracts';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './ProductGrid.module.css';

/** The first row loads its pictures at once (they are the page's largest paint); the rest lazily. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
