import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMITS } from 'shared-contracts';
import { Dialog } from 'shop-ui/dialog';
import { SearchIcon } from 'shop-ui/icons';
import { useSuggestionCombobox } from 'shop-ui/suggestion-list';
import { optionPath, suggestionOptions, type SuggestionOption } from './suggestion-options';
import { SUGGESTION_TEXTS } from './suggestion-texts';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './useSuggestions';
import styles from './SearchOverlay.module.css';

/** Where a search leads: the product listing filtered by the query. */
export const searchPath = (query: string) => `/products?q=${encodeURIComponent(query)}`;

/**
 * The search overlay of SPEC §2. Beyond the spec (which only logs the query), a non-empty
 * search opens the product listing with the query. As the shopper types, the catalog's suggestions
 * open under the field as mf-catalog's search box shows them (a WAI-ARIA combobox with list
 * autocomplete): the arrows walk the list (wrapping), Enter or a click opens the highlighted product or
 * lists the highlighted category, Escape closes the list and a second Escape the overlay, and Enter
 * with nothing highlighted searches as before.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [query, setQuery] = useState('');
  // Whether the shopper wants the list: from a keystroke until Escape, the field left, or a choice made.
  const [listOpen, setListOpen] = useState(false);
  const suggestions = useSuggestions(query, open && listOpen);

  const close = () => {
    setQuery('');
    setListOpen(false);
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

  // The list's Escape closes it, not the overlay: with the list closed, the Dialog's own Escape closes the overlay.
  const combobox = useSuggestionCombobox({
    answer: suggestions,
    options: suggestions ? suggestionOptions(suggestions) : [],
    onOpen: () => setListOpen(true),
    onClose: () => setListOpen(false),
    onChoose: (option: SuggestionOption) => {
      close();
      navigate(optionPath(option));
    },
  });

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
          {...combobox.field}
          placeholder="Search for products..."
          maxLength={TEXT_LIMITS.search}
          enterKeyHint="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setListOpen(true);
            combobox.clearHighlight();
          }}
          onBlur={() => setListOpen(false)}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <SuggestionList suggestions={suggestions} {...combobox.list} />
      <p role="status" className="visually-hidden">
        {suggestions ? SUGGESTION_TEXTS.suggestionsFound(suggestions.products.length, suggestions.categories.length) : ''}
      </p>
      <p className={styles.hint}>Search by product name, category or price.</p>
    </Dialog>
  );
}
