import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TEXT_LIMITS } from 'shared-contracts';
import { SearchIcon } from 'shop-ui/icons';
import { useSuggestionCombobox } from 'shop-ui/suggestion-list';
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
  const suggestions = useSuggestions(text, open);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // A search started elsewhere (the shell's search overlay, Back) shows in the box, the list closed.
  useEffect(() => {
    setText(query);
    setOpen(false);
  }, [query]);

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

  // Escape closes the list and never empties the box, as a search input's own Escape would.
  const combobox = useSuggestionCombobox({
    answer: suggestions,
    options: suggestions ? suggestionOptions(suggestions) : [],
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onChoose: choose,
    keepEscape: true,
  });

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
      <SearchIcon className={styles.icon} />
      <input
        type="search"
        {...combobox.field}
        className={styles.input}
        aria-label="Search products"
        placeholder={TEXTS.searchPlaceholder}
        maxLength={TEXT_LIMITS.search}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          combobox.clearHighlight();
        }}
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
      <SuggestionList suggestions={suggestions} {...combobox.list} />
      <p role="status" className="visually-hidden">
        {suggestions ? TEXTS.suggestionsFound(suggestions.products.length, suggestions.categories.length) : ''}
      </p>
    </form>
  );
}
