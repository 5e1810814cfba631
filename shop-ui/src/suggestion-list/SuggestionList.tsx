import type { MouseEvent, ReactNode } from 'react';
import { LayersIcon } from 'shop-ui/icons';
import { ProductThumb } from 'shop-ui/product-thumb';
import { MarkedText, type MarkedParts } from './MarkedText';
import styles from './suggestion-list.module.css';

export interface SuggestedProduct {
  /** The name, cut where the search found its words. */
  name: MarkedParts;
  image: string | null | undefined;
  /** What the shopper pays, formatted. */
  price: string;
  /**
   * The price before a discount, struck through: read after a visually hidden prefix ('Original price ',
   * as a cart line reads it), or by a label in its place ('was ₦1,500', as mf-catalog's cards read it).
   */
  originalPrice?: { text: string; prefix: string } | { text: string; label: string };
}

export interface SuggestedCategory {
  /** The category's name as shown, cut where the search found its words. */
  label: MarkedParts;
  /** How many products it holds, worded ('12 products'). */
  count: string;
}

export interface SuggestionListProps {
  id: string;
  /** The list's name and its groups' titles. */
  texts: { list: string; products: string; categories: string };
  products: readonly SuggestedProduct[];
  categories: readonly SuggestedCategory[];
  /** The highlighted option's index (the products first, then the categories), or -1. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  /** Where the list sits (in the flow, or over the page) is the caller's. */
  className?: string;
}

// A press on the list must not take the focus from the field: its blur would close the list before the click.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A combobox's listbox of search suggestions (WAI-ARIA combobox with list autocomplete): the products
 * (picture, marked name, price), then the categories (marked name, count), each group named. The field
 * keeps the focus and points at the highlighted option with aria-activedescendant; a click chooses as
 * Enter does. Hidden while it has nothing to offer.
 */
export function SuggestionList({ id, texts, products, categories, active, optionId, onChoose, className = '' }: SuggestionListProps) {
  const option = (index: number, children: ReactNode) => (
    <div key={index} role="option" id={optionId(index)} aria-selected={index === active} className={styles.option} onClick={() => onChoose(index)}>
      {children}
    </div>
  );
  const group = (key: 'products' | 'categories', children: ReactNode[]) =>
    children.length > 0 && (
      <div role="group" aria-labelledby={`${id}-${key}`} className={styles.section}>
        <div role="presentation" id={`${id}-${key}`} className={styles.title}>
          {texts[key]}
        </div>
        {children}
      </div>
    );
  const productOptions = products.map(({ name, image, price, originalPrice }, index) =>
    option(
      index,
      <>
        {/* The name follows as text: the picture is not read a second time. */}
        <span className={styles.thumb} aria-hidden="true">
          <ProductThumb src={image} name="" />
        </span>{' '}
        <span className={styles.name}>
          <MarkedText parts={name} />
        </span>{' '}
        <span className={styles.price}>
          <span className={originalPrice ? styles.sale : undefined}>{price}</span>
          {originalPrice && ' '}
          {originalPrice &&
            ('label' in originalPrice ? (
              <del className={styles.original} aria-label={originalPrice.label}>
                {originalPrice.text}
              </del>
            ) : (
              <s className={styles.original}>
                <span className="visually-hidden">{originalPrice.prefix}</span>
                {originalPrice.text}
              </s>
            ))}
        </span>
      </>,
    ),
  );
  const categoryOptions = categories.map(({ label, count }, index) =>
    option(
      products.length + index,
      <>
        <LayersIcon className={styles.icon} />{' '}
        <span className={styles.name}>
          <MarkedText parts={label} />
        </span>{' '}
        <span className={styles.count}>{count}</span>
      </>,
    ),
  );
  return (
    <div role="listbox" id={id} aria-label={texts.list} className={`${styles.list} ${className}`} hidden={products.length + categories.length === 0} onMouseDown={keepFocus}>
      {group('products', productOptions)}
      {group('categories', categoryOptions)}
    </div>
  );
}
