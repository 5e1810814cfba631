import type { MouseEvent, ReactNode } from 'react';
import { formatNaira, unitPrice } from 'shared-contracts';
import { LayersIcon } from 'shop-ui/icons';
import { ProductThumb } from 'shop-ui/product-thumb';
import { categoryLabel, categoryLabelMarks } from 'shared-contracts';
import { MarkedText } from './MarkedText';
import type { SuggestionOption } from './suggestion-options';
import { SUGGESTION_TEXTS as TEXTS } from './suggestion-texts';
import styles from './SuggestionList.module.css';

interface SuggestionListProps {
  id: string;
  options: readonly SuggestionOption[];
  /** The highlighted choice's index, or -1. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}

// A press on the list must not take the focus from the field: its blur would close the list before the click.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The overlay field's listbox (WAI-ARIA combobox with list autocomplete), as mf-catalog's search box
 * draws it: the products, then the categories, each group named. The field keeps the focus and points at
 * the highlighted choice with aria-activedescendant; a click chooses as Enter does. Hidden while empty.
 */
export function SuggestionList({ id, options, active, optionId, onChoose }: SuggestionListProps) {
  const products = options.flatMap((option, index) => (option.kind === 'product' ? [{ product: option.product, index }] : []));
  const categories = options.flatMap((option, index) => (option.kind === 'category' ? [{ category: option.category, index }] : []));
  const optionProps = (index: number) => ({
    role: 'option',
    id: optionId(index),
    'aria-selected': index === active,
    className: styles.option,
    onClick: () => onChoose(options[index]!),
  });
  const group = (key: 'products' | 'categories', title: string, children: ReactNode) => (
    <div role="group" aria-labelledby={`${id}-${key}`} className={styles.section}>
      <div role="presentation" id={`${id}-${key}`} className={styles.title}>
        {title}
      </div>
      {children}
    </div>
  );
  const productOptions = products.map(({ product, index }) => (
    <div key={optionId(index)} {...optionProps(index)}>
      {/* The name follows as text: the picture is not read a second time. */}
      <span className={styles.thumb} aria-hidden="true">
        <ProductThumb src={product.image} name="" />
      </span>{' '}
      <span className={styles.name}>
        <MarkedText text={product.name} ranges={product.marks} className={styles.mark} />
      </span>{' '}
      {/* As a cart line prices it: what the shopper pays, the price before the discount struck through. */}
      <span className={styles.price}>
        <span className={product.discountPrice != null ? styles.sale : undefined}>{formatNaira(unitPrice(product))}</span>
        {product.discountPrice != null && (
          <>
            {' '}
            <s className={styles.original}>
              <span className="visually-hidden">Original price </span>
              {formatNaira(product.price)}
            </s>
          </>
        )}
      </span>
    </div>
  ));
  const categoryOptions = categories.map(({ category, index }) => (
    <div key={optionId(index)} {...optionProps(index)}>
      <LayersIcon className={styles.icon} />{' '}
      <span className={styles.name}>
        <MarkedText text={categoryLabel(category.name)} ranges={categoryLabelMarks(category.name, category.marks)} className={styles.mark} />
      </span>{' '}
      <span className={styles.count}>{TEXTS.categoryCount(category.count)}</span>
    </div>
  ));
  return (
    <div role="listbox" id={id} aria-label={TEXTS.suggestions} className={styles.list} hidden={options.length === 0} onMouseDown={keepFocus}>
      {products.length > 0 && group('products', TEXTS.suggestedProducts, productOptions)}
      {categories.length > 0 && group('categories', TEXTS.suggestedCategories, categoryOptions)}
    </div>
  );
}
