import { formatNaira, unitPrice, type Product } from 'shared-contracts';
import { discountPercent } from '../../shared/discount-percent';
import { DETAIL_TEXTS } from '../product-page-texts';
import styles from './ProductPrice.module.css';

/** What the shopper pays, and, when discounted, the original price struck out and 'N% OFF' (SPEC §5). */
export function ProductPrice({ product }: { product: Pick<Product, 'price' | 'discountPrice'> }) {
  const percent = discountPercent(product);
  return (
    <p className={styles.pricing}>
      <span className={styles.current}>
        <span className="visually-hidden">{DETAIL_TEXTS.price}: </span>
        {formatNaira(unitPrice(product))}
      </span>
      {percent !== null && (
        <>
          <del className={styles.original}>
            <span className="visually-hidden">{DETAIL_TEXTS.originalPrice}: </span>
            {formatNaira(product.price)}
          </del>
          <span className={styles.off}>{DETAIL_TEXTS.percentOff(percent)}</span>
        </>
      )}
    </p>
  );
}
