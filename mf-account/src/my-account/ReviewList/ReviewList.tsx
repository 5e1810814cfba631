import type { Review } from 'shared-contracts';
import { formatShortDate } from 'shared-contracts/core';
import styles from './ReviewList.module.css';

const STARS = 5;

/** The shopper's reviews (SPEC §3 Review): item, stars, comment and date. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className={styles.list}>
      {reviews.map((review) => {
        const rating = Math.max(0, Math.min(STARS, Math.round(review.rating)));
        return (
          <li key={review.id} className={styles.review}>
            <div className={styles.head}>
              <h3>{review.item}</h3>
              <time dateTime={review.date}>{formatShortDate(review.date)}</time>
            </div>
            <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${STARS}`}>
              {'★'.repeat(rating)}
              <span className={styles.off}>{'★'.repeat(STARS - rating)}</span>
            </span>
            <p>{review.comment}</p>
          </li>
        );
      })}
    </ul>
  );
}
