import { Link, useLocation } from 'react-router-dom';
import { formatNaira, unitPrice, type Product } from 'shared-contracts';
import { isNewByStock } from 'shared-contracts/core';
import { discountPercent } from '../../shared/discount-percent';
import { TEXTS } from '../../shared/catalog-texts';
import { ProductImage } from '../../shared/ProductImage/ProductImage';
import { Stars } from '../../shared/Stars/Stars';
import { WishlistButton } from '../../shared/wishlist/WishlistButton/WishlistButton';
import { MarkedText } from '../../shared/MarkedText/MarkedText';
import card from '../../shared/styles/card.module.css';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  eager?: boolean;
  /** The ranges of the name a search found, to mark (issue 39); none outside a search. */
  marks?: readonly (readonly [number, number])[];
}

/** SPEC §2 product card. The name is the card's one link, stretched over the card; the heart stays a button above it. */
export function ProductCard({ product, eager = false, marks }: ProductCardProps) {
  const { pathname, search } = useLocation();
  const percent = discountPercent(product);
  return (
    <article className={`${card.card} ${card.lifts}`}>
      <div className={styles.media}>
        <ProductImage src={product.image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
        <div className={styles.badges}>
          {isNewByStock(product.stock) && <span className={styles.new}>New</span>}
          {percent !== null && percent > 0 && <span className={styles.discount}>-{percent}%</span>}
        </div>
        <WishlistButton product={product} className={styles.heart} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={`/products/${encodeURIComponent(product.slug)}`} state={{ from: `${pathname}${search}` }} className={card.link}>
            {marks?.length ? <MarkedText text={product.name} ranges={marks} /> : product.name}
          </Link>
        </h2>
        <p className={styles.rating}>
          <Stars rating={product.rating} size={14} />
          <span className={styles.reviews} aria-label={TEXTS.reviewCount(product.reviewCount)}>
            ({product.reviewCount})
          </span>
        </p>
        <p className={styles.price}>
          <span className={styles.now}>{formatNaira(unitPrice(product))}</span>
          {product.discountPrice != null && (
            <del className={styles.was} aria-label={`was ${formatNaira(product.price)}`}>
              {formatNaira(product.price)}
            </del>
          )}
        </p>
      </div>
    </article>
  );
}
