import { formatNaira } from 'shared-contracts';
import { filledStars } from 'shared-contracts/core';
import { ImageIcon } from 'shop-ui/icons';
import { isValidItemPrice, type NewListing } from '../../shared/new-item';
import { CREATE_ITEM_TEXTS } from '../../shared/create-item-texts';
import { isListingActive } from '../listing-status';
import styles from './ListingPreview.module.css';

const T = CREATE_ITEM_TEXTS.preview;

/**
 * The item as the shop listing's card will show it (SPEC §2 Show/Hide Preview): main image,
 * badges, name, stars and reviews, price in naira, category. Built from the listing that would
 * be saved, so preview and shop cannot disagree.
 */
export function ListingPreview({ listing, priceText }: { listing: NewListing; priceText: string }) {
  const price = isValidItemPrice(priceText) ? formatNaira(listing.price) : formatNaira(0);
  const stars = filledStars(listing.rating);
  return (
    <article className={styles.card} aria-label={T.title}>
      <div className={styles.media}>
        {listing.image ? (
          <img src={listing.image} alt="" />
        ) : (
          <div className={styles.placeholder}>
            <ImageIcon size={48} strokeWidth={1.5} />
            <span>{T.noImage}</span>
          </div>
        )}
        <div className={styles.badges}>
          {listing.isNew && <span className={styles.new}>{T.new}</span>}
          {listing.isFeatured && <span className={styles.featured}>{T.featured}</span>}
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{listing.name || T.namePlaceholder}</h3>
        <p className={styles.rating}>
          <span className={styles.stars} role="img" aria-label={`Rated ${listing.rating} out of 5`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <svg key={n} viewBox="0 0 20 20" aria-hidden="true" data-filled={n <= stars}>
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
              </svg>
            ))}
          </span>
          <span className={styles.reviews} aria-label={T.reviews(listing.reviewCount)}>
            ({listing.reviewCount})
          </span>
        </p>
        <p className={styles.price}>{price}</p>
        {listing.category && <p className={styles.category}>{listing.category}</p>}
        {!isListingActive(listing) && <p className={styles.inactive}>{T.inactive}</p>}
      </div>
    </article>
  );
}
