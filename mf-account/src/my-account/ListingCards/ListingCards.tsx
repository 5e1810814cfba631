import { useState } from 'react';
import { formatNaira, unitPrice, type Listing } from 'shared-contracts';
import { listingSaleState } from '../listing-edit';
import type { ListingChanges } from '../use-listing-changes';
import { MY_LISTINGS_TEXTS as T } from '../my-listings-texts';
import { ListingActions } from './ListingActions';
import styles from './ListingCards.module.css';

/**
 * The items the shopper listed for sale, as small cards: picture, name, price, category, stock and
 * whether it is on sale, off sale or a draft; with `changes`, the seller's Edit and on/off sale buttons.
 */
export function ListingCards({ listings, changes }: { listings: readonly Listing[]; changes?: ListingChanges }) {
  return (
    <ul className={styles.grid}>
      {listings.map((listing) => {
        const state = listingSaleState(listing);
        return (
          <li key={listing.id} className={styles.card}>
            <Picture src={listing.image} />
            <div className={styles.body}>
              <h3>{listing.name}</h3>
              <p className={styles.price}>{formatNaira(unitPrice(listing))}</p>
              <p className={styles.category}>{listing.category}</p>
              <p className={styles.meta}>
                <span className={styles.state} data-state={state}>
                  {T.state[state]}
                </span>
                <span>{T.inStock(listing.stock)}</span>
              </p>
            </div>
            {changes && <ListingActions listing={listing} changes={changes} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The listing's picture, or a drawn tag when it has none or it fails to load (the name is beside it). */
function Picture({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={styles.picture} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" strokeLinejoin="round" />
          <circle cx="8" cy="8" r="1.5" />
        </svg>
      </span>
    );
  }
  return <img className={styles.picture} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
