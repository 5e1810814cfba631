import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXT_LIMITS, type CatalogSuggestions } from 'shared-contracts';
import { TEXTS } from '../../shared/catalog-texts';
import { suggestionOptions, type SuggestionOption } from './suggestion-options';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './useSuggestions';
import styles from './SearchBar.module.css';

interface SearchBarProps {
  query: string;
  /** SPEC §2: Enter (or Search) runs the search for the box's words. */
  onSearch: (query: string) => void;
  /** A category suggestion chosen: the listing of that category. */
  onChooseCategory: (category: string) => void;
}

const NO_OPTIONS: SuggestionOption[] = [];

/**
 * SPEC §2: a search box with a clear button; Enter searches. As the shopper types, a list of suggestions
 * opens under it (issue 39), as a WAI-ARIA combobox with list autocomplete: the arrows walk the list
 * (wrapping), Enter or a click opens the highlighted product or lists the highlighted category, Escape
 * closes the list and leaves the words, and Enter with nothing highlighted searches exactly as before.
 */
export function SearchBar({ query, onSearch, onChooseCategory }: SearchBarProps) {
  const [text, setText] = useState(query);
  // Whether the shopper wants the list: from a keystroke until Escape, the box left, or a search run.
  const [open, setOpen] = useState(false);
  // The highlighted choice, for the answer it was chosen in: a new answer starts with none.
  const [active, setActive] = useState<{ in: CatalogSuggestions | null; index: number }>({ in: null, index: -1 });
  const suggestions = useSuggestions(text, open);
  const options = suggestions ? suggestionOptions(suggestions) : NO_OPTIONS;
  const expanded = options.length > 0;
  const highlighted = expanded && active.in === suggestions ? active.index : -1;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  // A search started elsewhere (the shell's search overlay, Back) shows in the box, the list closed.
  useEffect(() => {
    setText(query);
    setOpen(false);
  }, [query]);

  // A highlighted choice below the list's fold scrolls into view.
  useEffect(() => {
    if (highlighted >= 0) document.getElementById(optionId(highlighted))?.scrollIntoView?.({ block: 'nearest' });
    // optionId follows id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlighted]);

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    if (option.kind === 'product') {
      // As a product card links, so that the product page's Back returns to this listing.
      navigate(`/products/${encodeURIComponent(option.product.slug)}`, { state: { from: `${pathname}${search}` } });
    } else {
      // The letters typed were only the way to the category: the shopper expects all of it, not the
      // products of it that hold those letters. So the box empties, and the listing drops its search
      // (an earlier one too, which with a new category would mostly find nothing); price, rating and
      // sort stay as the shopper set them.
      setText('');
      onChooseCategory(option.category.name);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        // The list closed by Escape opens again with Down, as a combobox's does.
        if (event.key === 'ArrowDown') setOpen(true);
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
    } else if (event.key === 'Escape') {
      // Closes the list, and never empties the box as a search input's own Escape would.
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(text.trim());
      }}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <input
        type="search"
        role="combobox"
        className={styles.input}
        aria-label="Search products"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        // The browser's own list of earlier entries would cover the suggestions.
        autoComplete="off"
        placeholder={TEXTS.searchPlaceholder}
        maxLength={TEXT_LIMITS.search}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive({ in: null, index: -1 });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
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
      <SuggestionList id={listId} options={options} active={highlighted} optionId={optionId} onChoose={choose} />
      <p role="status" className="visually-hidden">
        {suggestions ? TEXTS.suggestionsFound(suggestions.products.length, suggestions.categories.length) : ''}
      </p>
    </form>
  );
}
