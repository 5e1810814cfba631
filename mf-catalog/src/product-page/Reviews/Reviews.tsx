import { useId, useState } from 'react';
import { LOCALE, type Product, type ProductReview } from 'shared-contracts';
import { DEFAULT_TIMEZONE } from 'shared-contracts/core';
import { Button } from 'shop-ui/button';
import { StarGlyph, Stars } from '../../shared/Stars/Stars';
import panel from '../../shared/styles/panel.module.css';
import { TEXTS } from '../../shared/catalog-texts';
import { DETAIL_TEXTS } from '../product-page-texts';
import { starShares } from './review-summary';
import styles from './Reviews.module.css';

/** Reviews shown before the shopper asks for all of them. */
export const REVIEWS_PREVIEW = 2;

// The shop's locale and home time zone: the same date for every shopper and every test machine.
const reviewDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: DEFAULT_TIMEZONE });

function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date);
}

type ReviewsProps = { product: Pick<Product, 'rating' | 'reviewCount' | 'reviews'> };

/**
 * The average with its star bars, then the product's own reviews, two until the shopper asks for all.
 * The average and its count include ratings a catalog gives without their words; the bars count the
 * reviews listed, and say so when the two differ, so no figure seems to contradict another.
 */
export function Reviews({ product }: ReviewsProps) {
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const reviews = product.reviews ?? [];
  const shown = showAll ? reviews : reviews.slice(0, REVIEWS_PREVIEW);
  const barsId = useId();
  const partial = reviews.length !== product.reviewCount;
  const unwritten = reviews.length === 0 && product.reviewCount > 0;

  return (
    <section className={`${panel.panel} ${styles.reviews}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {DETAIL_TEXTS.customerReviews}
      </h2>
      <div className={styles.layout}>
        <div className={styles.summary}>
          <p className={styles.average}>{product.rating.toFixed(1)}</p>
          <Stars rating={product.rating} size={20} />
          <p className={styles.basedOn}>{DETAIL_TEXTS.basedOn(product.reviewCount)}</p>
          {partial && !unwritten && (
            <p id={barsId} className={styles.barsOf}>
              {DETAIL_TEXTS.barsOf(reviews.length)}
            </p>
          )}
          <ul className={styles.bars} hidden={unwritten} aria-labelledby={partial && !unwritten ? barsId : undefined}>
            {starShares(reviews).map(({ stars, count, percent }) => (
              <li key={stars} className={styles.bar}>
                <span className={styles.barLabel} aria-hidden="true">
                  {stars}
                  <StarGlyph size={14} />
                </span>
                <span
                  className={styles.track}
                  role="meter"
                  aria-label={DETAIL_TEXTS.starBar(stars, count)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${percent}%`}
                >
                  <span className={styles.fill} style={{ width: `${percent}%` }} />
                </span>
                <span className={styles.barCount} aria-hidden="true">
                  {count}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.listColumn}>
          {reviews.length === 0 ? (
            <p className={styles.empty}>{unwritten ? DETAIL_TEXTS.noWrittenReviews : DETAIL_TEXTS.noReviewsYet}</p>
          ) : (
            <ul id={listId} className={styles.list}>
              {shown.map((review, index) => (
                <ReviewItem key={`${index}-${review.reviewerName}-${review.date}`} review={review} />
              ))}
            </ul>
          )}
          {reviews.length > REVIEWS_PREVIEW && (
            <Button variant="outline" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((all) => !all)}>
              {showAll ? DETAIL_TEXTS.showFewerReviews : TEXTS.viewAllReviews}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: ProductReview }) {
  const initial = review.reviewerName.trim().charAt(0).toUpperCase() || '?';
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className={styles.reviewer}>{review.reviewerName}</p>
          <time className={styles.date} dateTime={review.date}>
            {formatReviewDate(review.date)}
          </time>
        </div>
        <Stars rating={review.rating} />
      </div>
      <p className={styles.comment}>{review.comment}</p>
    </li>
  );
}
