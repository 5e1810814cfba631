import { useEffect, useId, useState, type KeyboardEvent } from 'react';

interface SuggestionComboboxOptions<T> {
  /** The answer the options come from: a new one starts with nothing highlighted. */
  answer: unknown;
  /** The options in the order the arrows walk them (as the list draws them: products, then categories). */
  options: readonly T[];
  /** Down on a closed list: the shopper wants it again. */
  onOpen: () => void;
  /** Escape: the list closes, the words stay. */
  onClose: () => void;
  /** Enter or a click on a highlighted option. */
  onChoose: (option: T) => void;
  /**
   * Escape with the list closed is kept too, so that the field never empties as a search input's own
   * Escape would; without it, it goes on (to close an overlay the field sits in).
   */
  keepEscape?: boolean;
}

/**
 * A search field's WAI-ARIA combobox behaviour over its SuggestionList: the arrows walk the options
 * (wrapping), Enter with one highlighted chooses it instead of searching, Escape closes the list, and
 * the highlighted option scrolls into view. `field` goes on the input, `list` on the SuggestionList;
 * `clearHighlight` when the words change.
 */
export function useSuggestionCombobox<T>({ answer, options, onOpen, onClose, onChoose, keepEscape = false }: SuggestionComboboxOptions<T>) {
  const id = useId();
  // The highlighted option, for the answer it was chosen in.
  const [active, setActive] = useState<{ in: unknown; index: number }>({ in: null, index: -1 });
  const expanded = options.length > 0;
  const highlighted = expanded && active.in === answer ? active.index : -1;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const activeId = highlighted >= 0 ? optionId(highlighted) : undefined;

  // A highlighted option below the list's fold scrolls into view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        // The list closed by Escape opens again with Down, as a combobox's does.
        if (event.key === 'ArrowDown') onOpen();
        return;
      }
      event.preventDefault();
      const last = options.length - 1;
      const index = event.key === 'ArrowDown' ? (highlighted >= last ? 0 : highlighted + 1) : highlighted <= 0 ? last : highlighted - 1;
      setActive({ in: answer, index });
    } else if (event.key === 'Enter' && highlighted >= 0) {
      // Not the form's submit: Enter chooses the highlighted option instead of searching.
      event.preventDefault();
      onChoose(options[highlighted]!);
    } else if (event.key === 'Escape' && (expanded || keepEscape)) {
      // An open list's Escape is its own: whatever holds the field never hears it.
      event.preventDefault();
      if (expanded) event.stopPropagation();
      onClose();
    }
  };

  return {
    field: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': activeId,
      // The browser's own list of earlier entries would cover the suggestions.
      autoComplete: 'off',
      onKeyDown,
    } as const,
    list: { id: listId, active: highlighted, optionId, onChoose: (index: number) => onChoose(options[index]!) },
    clearHighlight: () => setActive({ in: null, index: -1 }),
  };
}
