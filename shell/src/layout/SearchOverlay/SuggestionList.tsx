import { categoryLabel, categoryLabelMarks, formatNaira, markedParts, unitPrice, type CatalogSuggestions } from 'shared-contracts';
import { SuggestionList as KitSuggestionList, type SuggestionListProps } from 'shop-ui/suggestion-list';
import { SUGGESTION_TEXTS as TEXTS } from './suggestion-texts';
import styles from './SuggestionList.module.css';

const LIST_TEXTS = { list: TEXTS.suggestions, products: TEXTS.suggestedProducts, categories: TEXTS.suggestedCategories };

/**
 * The overlay field's suggestions in the kit's list, as mf-catalog's search box shows them: the
 * catalog's answer in the shop's prices and category names, under the field in the overlay's flow.
 */
export function SuggestionList({ suggestions, ...list }: { suggestions: CatalogSuggestions | null } & Pick<SuggestionListProps, 'id' | 'active' | 'optionId' | 'onChoose'>) {
  const products = (suggestions?.products ?? []).map((product) => ({
    name: markedParts(product.name, product.marks),
    image: product.image,
    price: formatNaira(unitPrice(product)),
    // As a cart line reads it.
    originalPrice: product.discountPrice != null ? { text: formatNaira(product.price), prefix: 'Original price ' } : undefined,
  }));
  const categories = (suggestions?.categories ?? []).map(({ name, marks, count }) => ({
    label: markedParts(categoryLabel(name), categoryLabelMarks(name, marks)),
    count: TEXTS.categoryCount(count),
  }));
  return <KitSuggestionList {...list} texts={LIST_TEXTS} products={products} categories={categories} className={styles.list} />;
}
