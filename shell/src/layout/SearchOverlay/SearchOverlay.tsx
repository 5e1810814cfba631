import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMITS } from 'shared-contracts';
import { Dialog } from '../Dialog/Dialog';
import { SearchIcon } from '../icons/icons';
import styles from './SearchOverlay.module.css';

/** Where a search leads: the product listing filtered by the query. */
export const searchPath = (query: string) => `/products?q=${encodeURIComponent(query)}`;

/**
 * The search overlay of SPEC §2. Beyond the spec (which only logs the query), a non-empty
 * search opens the product listing with the query.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [query, setQuery] = useState('');

  const close = () => {
    setQuery('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    close();
    navigate(searchPath(q));
  };

  return (
    <Dialog open={open} title="Search" hideTitle onClose={close} placement="top" closeLabel="Close search" initialFocusRef={inputRef}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search for products
        </label>
        <SearchIcon className={styles.glyph} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          placeholder="Search for products..."
          maxLength={TEXT_LIMITS.search}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <p className={styles.hint}>Search by product name, category or price.</p>
    </Dialog>
  );
}
