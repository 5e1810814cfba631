import { formatNaira, unitPrice, type Listing } from 'shared-contracts';
import { listingSaleState } from '../listing-edit';
import type { ListingChanges } from '../use-listing-changes';
import { MY_LISTINGS_TEXTS as T } from '../my-listings-texts';
import { ItemPicture } from '../../shared/ItemPicture/ItemPicture';
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
            <ItemPicture src={listing.image} className={styles.picture} />
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
