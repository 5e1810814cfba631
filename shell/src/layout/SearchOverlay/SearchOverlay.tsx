import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_LIMITS, type CatalogSuggestions } from 'shared-contracts';
import { Dialog } from 'shop-ui/dialog';
import { SearchIcon } from 'shop-ui/icons';
import { optionPath, suggestionOptions, type SuggestionOption } from './suggestion-options';
import { SUGGESTION_TEXTS } from './suggestion-texts';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './useSuggestions';
import styles from './SearchOverlay.module.css';

/** Where a search leads: the product listing filtered by the query. */
export const searchPath = (query: string) => `/products?q=${encodeURIComponent(query)}`;

const NO_OPTIONS: SuggestionOption[] = [];

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
  // The highlighted choice, for the answer it was chosen in: a new answer starts with none.
  const [active, setActive] = useState<{ in: CatalogSuggestions | null; index: number }>({ in: null, index: -1 });
  const suggestions = useSuggestions(query, open && listOpen);
  const options = suggestions ? suggestionOptions(suggestions) : NO_OPTIONS;
  const expanded = options.length > 0;
  const highlighted = expanded && active.in === suggestions ? active.index : -1;
  const listId = `${inputId}-suggestions`;
  const optionId = (index: number) => `${inputId}-suggestion-${index}`;

  // A highlighted choice below the overlay's fold scrolls into view.
  const activeId = highlighted >= 0 ? optionId(highlighted) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

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

  const choose = (option: SuggestionOption) => {
    close();
    navigate(optionPath(option));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        // The list closed by Escape opens again with Down, as a combobox's does.
        if (event.key === 'ArrowDown') setListOpen(true);
        return;
      }
      event.preventDefault();
      const last = options.length - 1;
      const index = event.key === 'ArrowDown' ? (highlighted >= last ? 0 : highlighted + 1) : highlighted <= 0 ? last : highlighted - 1;
      setActive({ in: suggestions, index });
    } else if (event.key === 'Enter' && highlighted >= 0) {
      // Not the form's submit: Enter chooses the highlighted suggestion instead of searching.
      event.preventDefault();
      choose(options[highlighted]!);
    } else if (event.key === 'Escape' && expanded) {
      // The list closes, not the overlay: the Dialog's own Escape never hears this one, and the field keeps its words.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
    }
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
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder="Search for products..."
          maxLength={TEXT_LIMITS.search}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setListOpen(true);
            setActive({ in: null, index: -1 });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <SuggestionList id={listId} options={options} active={highlighted} optionId={optionId} onChoose={choose} />
      <p role="status" className="visually-hidden">
        {suggestions ? SUGGESTION_TEXTS.suggestionsFound(suggestions.products.length, suggestions.categories.length) : ''}
      </p>
      <p className={styles.hint}>Search by product name, category or price.</p>
    </Dialog>
  );
}
