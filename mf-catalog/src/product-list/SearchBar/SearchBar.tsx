import { useEffect, useState } from 'react';
import { TEXT_LIMITS } from 'shared-contracts';
import { TEXTS } from '../../shared/catalog-texts';
import styles from './SearchBar.module.css';

/** SPEC §2: a search box with a clear button; Enter searches. */
export function SearchBar({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  // A search started elsewhere (the shell's search overlay, Back) shows in the box.
  useEffect(() => setText(query), [query]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <input
        type="search"
        className={styles.input}
        aria-label="Search products"
        placeholder={TEXTS.searchPlaceholder}
        maxLength={TEXT_LIMITS.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search box"
          onClick={() => {
            setText('');
            if (query) onSearch('');
          }}
        >
          ×
        </button>
      )}
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}
