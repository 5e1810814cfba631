import { useRef, useState } from 'react';
import type { Listing, ListingPatch } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { listingSaleState } from '../listing-edit';
import type { ListingChanges } from '../use-listing-changes';
import { MY_LISTINGS_TEXTS as T } from '../my-listings-texts';
import { ListingEditor } from '../ListingEditor/ListingEditor';
import styles from './ListingCards.module.css';

/**
 * A listing's Edit and 'Take off sale' / 'Put on sale' buttons, each named with the item. The toggle
 * acts at once (it is undone by pressing it again); Edit opens the editor, and closing it, saved or
 * not, brings the focus back to Edit.
 */
export function ListingActions({ listing, changes }: { listing: Listing; changes: ListingChanges }) {
  const [editing, setEditing] = useState(false);
  const [toggling, setToggling] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const onSale = listingSaleState(listing) === 'on-sale';

  const close = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const save = async (patch: ListingPatch) => {
    const saved = await changes.save(listing, patch);
    if (saved) close();
    return saved;
  };
  const toggle = async () => {
    // aria-disabled, not disabled, while it runs: the button keeps the keyboard user's focus.
    if (toggling) return;
    setToggling(true);
    await changes.toggleSale(listing);
    setToggling(false);
  };

  return (
    <div className={styles.actions}>
      <button ref={editButton} type="button" className={buttonClass('outline', { className: styles.action })} aria-label={T.editItem(listing.name)} aria-haspopup="dialog" onClick={() => setEditing(true)}>
        {T.edit}
      </button>
      <button
        type="button"
        className={buttonClass('outline', { className: styles.action })}
        aria-label={onSale ? T.takeItemOffSale(listing.name) : T.putItemOnSale(listing.name)}
        aria-disabled={toggling || undefined}
        onClick={() => void toggle()}
      >
        {onSale ? T.takeOffSale : T.putOnSale}
      </button>
      {editing && <ListingEditor listing={listing} onSave={save} onCancel={close} />}
    </div>
  );
}
