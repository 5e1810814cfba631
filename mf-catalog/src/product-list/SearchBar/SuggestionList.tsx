import type { MouseEvent } from 'react';
import { formatNaira, unitPrice } from 'shared-contracts';
import { TEXTS } from '../../shared/catalog-texts';
import { ProductImage } from '../../shared/ProductImage/ProductImage';
import { MarkedText } from '../../shared/MarkedText/MarkedText';
import { categoryLabel, categoryLabelMarks } from 'shared-contracts';
import type { SuggestionOption } from './suggestion-options';
import styles from './SuggestionList.module.css';

interface SuggestionListProps {
  id: string;
  options: readonly SuggestionOption[];
  /** The highlighted choice's index, or -1. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}

// A press on the list must not take the focus from the box: its blur would close the list before the click.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The search box's listbox (WAI-ARIA combobox with list autocomplete): the products, then the
 * categories, each group named. The box keeps the focus and points at the highlighted choice with
 * aria-activedescendant; a click chooses as Enter does. Hidden while it has nothing to offer.
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
  return (
    <div role="listbox" id={id} aria-label={TEXTS.suggestions} className={styles.list} hidden={options.length === 0} onMouseDown={keepFocus}>
      {products.length > 0 && (
        <div role="group" aria-labelledby={`${id}-products`} className={styles.section}>
          <div role="presentation" id={`${id}-products`} className={styles.title}>
            {TEXTS.suggestedProducts}
          </div>
          {products.map(({ product, index }) => (
            <div key={optionId(index)} {...optionProps(index)}>
              <ProductImage src={product.image} alt="" className={styles.thumb} />{' '}
              <span className={styles.name}>
                <MarkedText text={product.name} ranges={product.marks} />
              </span>{' '}
              <span className={styles.price}>
                <span className={styles.now}>{formatNaira(unitPrice(product))}</span>
                {product.discountPrice != null && (
                  <>
                    {' '}
                    <del className={styles.was} aria-label={`was ${formatNaira(product.price)}`}>
                      {formatNaira(product.price)}
                    </del>
                  </>
                )}
              </span>
            </div>
          ))}
        </div>
      )}
      {categories.length > 0 && (
        <div role="group" aria-labelledby={`${id}-categories`} className={styles.section}>
          <div role="presentation" id={`${id}-categories`} className={styles.title}>
            {TEXTS.suggestedCategories}
          </div>
          {categories.map(({ category, index }) => (
            <div key={optionId(index)} {...optionProps(index)}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                <rect x="4" y="4" width="7" height="7" rx="1.5" />
                <rect x="13" y="4" width="7" height="7" rx="1.5" />
                <rect x="4" y="13" width="7" height="7" rx="1.5" />
                <rect x="13" y="13" width="7" height="7" rx="1.5" />
              </svg>{' '}
              <span className={styles.name}>
                <MarkedText text={categoryLabel(category.name)} ranges={categoryLabelMarks(category.name, category.marks)} />
              </span>{' '}
              <span className={styles.count}>{TEXTS.categoryCount(category.count)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
