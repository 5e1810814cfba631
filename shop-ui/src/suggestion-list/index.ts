export { MarkedText, type MarkedParts } from './MarkedText';
export { SuggestionList, type SuggestedCategory, type SuggestedProduct, type SuggestionListProps } from './SuggestionList';
export { useSuggestionCombobox } from './useSuggestionCombobox';
export { useLatestAnswer } from './useLatestAnswer';
