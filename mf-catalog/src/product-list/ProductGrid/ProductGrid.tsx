import type { Product, SearchOutcome } from 'shared-contracts';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './ProductGrid.module.css';

/** The first row loads its pictures at once (they are the page's largest paint); the rest lazily. */
const EAGER_CARDS = 4;

/** `marks`: a search's, by product id, for each card to mark in its name. */
export function ProductGrid({ products, marks, label }: { products: Product[]; marks?: SearchOutcome['marks']; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < EAGER_CARDS} marks={marks?.[product.id]} />
        </li>
      ))}
    </ul>
  );
}
