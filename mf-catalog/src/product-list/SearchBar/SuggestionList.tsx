import { categoryLabel, categoryLabelMarks, formatNaira, markedParts, unitPrice, type CatalogSuggestions } from 'shared-contracts';
import { SuggestionList as KitSuggestionList, type SuggestionListProps } from 'shop-ui/suggestion-list';
import { TEXTS } from '../../shared/catalog-texts';
import styles from './SuggestionList.module.css';

const LIST_TEXTS = { list: TEXTS.suggestions, products: TEXTS.suggestedProducts, categories: TEXTS.suggestedCategories };

/**
 * The search box's suggestions in the kit's list: the catalog's answer in the shop's prices and category
 * names, under the box and over the listing.
 */
export function SuggestionList({ suggestions, ...list }: { suggestions: CatalogSuggestions | null } & Pick<SuggestionListProps, 'id' | 'active' | 'optionId' | 'onChoose'>) {
  const products = (suggestions?.products ?? []).map((product) => ({
    name: markedParts(product.name, product.marks),
    image: product.image,
    price: formatNaira(unitPrice(product)),
    // As the product card reads it.
    originalPrice: product.discountPrice != null ? { text: formatNaira(product.price), label: `was ${formatNaira(product.price)}` } : undefined,
  }));
  const categories = (suggestions?.categories ?? []).map(({ name, marks, count }) => ({
    label: markedParts(categoryLabel(name), categoryLabelMarks(name, marks)),
    count: TEXTS.categoryCount(count),
  }));
  return <KitSuggestionList {...list} texts={LIST_TEXTS} products={products} categories={categories} className={styles.list} />;
}
