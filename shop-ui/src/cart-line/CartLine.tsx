import type { ReactNode } from 'react';
import { MinusIcon, PlusIcon, TrashIcon } from 'shop-ui/icons';
import { ProductThumb } from 'shop-ui/product-thumb';
import styles from './cart-line.module.css';

export interface CartLineProps {
  /** The product's name, for the picture and the controls' names. */
  name: string;
  /** What shows as the name: the name itself, or a link to the product. */
  title?: ReactNode;
  image: string | null | undefined;
  /** The unit price as shown, already formatted. */
  price: string;
  /** The price before a discount, struck through beside it. */
  originalPrice?: string;
  /** The line's total, shown at its end (checkout's review). */
  total?: string;
  quantity: number;
  min: number;
  max: number;
  onQuantity(next: number): void;
  onRemove(): void;
  /** drawer: compact, icon buttons; page: larger targets, a worded Remove and the line's total. */
  variant?: 'drawer' | 'page';
}

/**
 * One cart line: picture, name, price (a discount shows the original struck through), quantity from
 * min to max, remove. A limit marks its button aria-disabled rather than disabled, so focus stays on it.
 */
export function CartLine({ name, title = name, image, price, originalPrice, total, quantity, min, max, onQuantity, onRemove, variant = 'drawer' }: CartLineProps) {
  const iconSize = variant === 'page' ? 18 : 16;
  return (
    <li className={`${styles.line} ${styles[variant]}`}>
      <ProductThumb src={image} name={name} />
      <div className={styles.info}>
        <p className={styles.name}>{title}</p>
        <p className={styles.price}>
          <span className={originalPrice ? styles.sale : undefined}>{price}</span>
          {originalPrice && (
            <s className={styles.original}>
              <span className="visually-hidden">Original price </span>
              {originalPrice}
            </s>
          )}
        </p>
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
            <button type="button" aria-label={`Decrease quantity of ${name}`} aria-disabled={quantity <= min} onClick={() => quantity > min && onQuantity(quantity - 1)}>
              <MinusIcon size={iconSize} />
            </button>
            <span className={styles.quantity} data-testid="quantity">
              {quantity}
            </span>
            <button type="button" aria-label={`Increase quantity of ${name}`} aria-disabled={quantity >= max} onClick={() => quantity < max && onQuantity(quantity + 1)}>
              <PlusIcon size={iconSize} />
            </button>
          </div>
          <button type="button" className={styles.remove} aria-label={`Remove ${name}`} data-remove onClick={onRemove}>
            {variant === 'page' ? 'Remove' : <TrashIcon size={18} />}
          </button>
        </div>
      </div>
      {total !== undefined && <p className={styles.total}>{total}</p>}
    </li>
  );
}
