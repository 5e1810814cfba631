import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from 'shared-contracts';
import { availabilityText } from './availability-text';
import { categoryLabel } from '../../shared/listing-rules';
import { AddToCart } from '../AddToCart/AddToCart';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { Stars } from '../../shared/Stars/Stars';
import { WishlistButton } from '../../shared/wishlist/WishlistButton/WishlistButton';
import panel from '../../shared/styles/panel.module.css';
import tag from '../../shared/styles/tag.module.css';
import { DETAIL_TEXTS } from '../product-page-texts';
import styles from './ProductInfo.module.css';

/** The product page's right-hand column: what it is, what it costs, and buying it (SPEC §2 Product detail). */
export function ProductInfo({ product }: { product: Product }) {
  const detailsId = useId();
  const inStock = product.stock > 0;
  const category = categoryLabel(product.category);
  return (
    <div className={styles.info}>
      <div className={styles.titleRow}>
        <div className={styles.titleBlock}>
          {product.isNew && <span className={`${tag.tag} ${styles.newBadge}`}>{DETAIL_TEXTS.newBadge}</span>}
          <h1 className={styles.name}>{product.name}</h1>
        </div>
      </div>

      <p className={styles.rating}>
        <Stars rating={product.rating} size={18} />
        <span aria-hidden="true">({product.reviewCount})</span>
        <span className="visually-hidden">{DETAIL_TEXTS.reviewCount(product.reviewCount)}</span>
      </p>

      <ProductPrice product={product} />

      {product.description && <p className={styles.description}>{product.description}</p>}

      <section className={styles.detailsCard} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={styles.detailsHeading}>
          {DETAIL_TEXTS.productDetails}
        </h2>
        <dl className={styles.details}>
          {product.brand && (
            <div>
              <dt>{DETAIL_TEXTS.brand}</dt>
              <dd>{product.brand}</dd>
            </div>
          )}
          <div>
            <dt>{DETAIL_TEXTS.stockAvailable}</dt>
            <dd>{product.stock}</dd>
          </div>
          <div>
            <dt>{DETAIL_TEXTS.rating}</dt>
            <dd className={styles.ratingValue}>
              <Stars rating={product.rating} />
              <span aria-hidden="true">{product.rating.toFixed(1)}</span>
            </dd>
          </div>
          <div>
            <dt>{DETAIL_TEXTS.category}</dt>
            <dd>{category}</dd>
          </div>
        </dl>
      </section>

      <div className={`${panel.panel} ${styles.buyCard}`}>
        {/* The heart beside Add to Cart, where the shopper decides; at the top it sat under the toasts. */}
        <AddToCart product={product} beside={<WishlistButton product={product} className={styles.heart} />} />
        <dl className={styles.meta}>
          <div>
            <dt>{DETAIL_TEXTS.category}:</dt>
            <dd>
              <Link className={styles.categoryLink} to={`/products?category=${encodeURIComponent(product.category)}`}>
                {category}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{DETAIL_TEXTS.availability}:</dt>
            <dd className={inStock ? styles.inStock : styles.outOfStock}>{availabilityText(product.stock)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
