import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira } from 'shared-contracts';
import type { CategorySummary } from '../category-summary';
import { categoryLabel } from '../../shared/listing-rules';
import { CATEGORY_TEXTS } from '../categories-texts';
import { ProductImage } from '../../shared/ProductImage/ProductImage';
import card from '../../shared/styles/card.module.css';
import tag from '../../shared/styles/tag.module.css';
import styles from './CategoryCard.module.css';

export type CategoryLayout = 'grid' | 'list';

/** The listing filtered to one category. */
export const categoryHref = (slug: string) => `/products?category=${encodeURIComponent(slug)}`;

/**
 * One category: its name is the card's one link, stretched over the whole card, so the card opens
 * the listing by click, keyboard or "open in new tab" and reads as "Beauty, 5 products".
 */
export function CategoryCard({
  summary,
  layout = 'grid',
  eager = false,
}: {
  summary: CategorySummary;
  layout?: CategoryLayout;
  eager?: boolean;
}) {
  const brandsId = useId();
  const label = categoryLabel(summary.name);
  const count = CATEGORY_TEXTS.productCount(summary.count);
  return (
    <article className={`${card.card} ${card.lifts} ${styles.card}`} data-layout={layout}>
      <div className={styles.media}>
        {/* Decorative: the first product's picture; the link names the category. */}
        <ProductImage className={styles.image} src={summary.image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
      </div>
      <div className={styles.body}>
        <div className={styles.main}>
          <h2 className={styles.name}>
            <Link className={`${card.link} ${styles.link}`} to={categoryHref(summary.name)} aria-label={`${label}, ${count}`}>
              {label}
            </Link>
          </h2>
          {/* Already in the link's name; shown, not read twice. */}
          <p className={styles.count} aria-hidden="true">
            {count}
          </p>
          <p className={styles.description}>{summary.description}</p>
        </div>
        <div className={styles.facts}>
          <p className={styles.price}>
            <span className={styles.factLabel}>{CATEGORY_TEXTS.averagePrice}</span>
            <span className={styles.priceValue}>{formatNaira(summary.averagePrice)}</span>
          </p>
          <div className={styles.brands}>
            {summary.topBrands.length > 0 && (
              <>
                <span id={brandsId} className={styles.factLabel}>
                  {CATEGORY_TEXTS.topBrands}
                </span>
                <ul className={styles.chips} aria-labelledby={brandsId}>
                  {summary.topBrands.map((brand) => (
                    <li key={brand} className={`${tag.tag} ${styles.chip}`}>
                      {brand}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
