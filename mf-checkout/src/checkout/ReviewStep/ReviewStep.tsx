import { useLayoutEffect, useRef } from 'react';
import { formatNaira, lineTotal, QUANTITY_MAX, QUANTITY_MIN, unitPrice, useBus, type CartLine } from 'shared-contracts';
import { ProductThumb } from '../ProductThumb/ProductThumb';
import styles from './ReviewStep.module.css';

/**
 * Step 1: the cart's lines; minus stops at 1, plus at 10, and Remove takes the line out (SPEC §2).
 * Removing a line gives focus to the Remove of the line that takes its place (or the one before).
 */
export function ReviewStep({ lines }: { lines: readonly CartLine[] }) {
  const bus = useBus();
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (removedAt.current === null) return;
    const removes = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [];
    removes[Math.min(removedAt.current, removes.length - 1)]?.focus();
    removedAt.current = null;
  }, [lines]);
  const setQuantity = (line: CartLine, quantity: number) => {
    // The cart store removes a line whose quantity falls below 1.
    bus.emit('cart:set-quantity', { productId: line.product.id, quantity });
    bus.emit('announce', { message: quantity < 1 ? `Removed ${line.product.name}` : `${line.product.name}, quantity ${quantity}` });
  };
  return (
    <ul ref={listRef} className={styles.lines}>
      {lines.map((line, index) => {
        const { product, quantity } = line;
        const hasDiscount = product.discountPrice != null;
        return (
          <li key={product.id} className={styles.line}>
            <ProductThumb src={product.image} name={product.name} />
            <div className={styles.info}>
              <p className={styles.name}>{product.name}</p>
              <p className={styles.price}>
                {formatNaira(unitPrice(product))}
                {hasDiscount && (
                  <s className={styles.original}>
                    <span className="visually-hidden">Original price </span>
                    {formatNaira(product.price)}
                  </s>
                )}
              </p>
              <div className={styles.controls}>
                <div className={styles.stepper} role="group" aria-label={`Quantity of ${product.name}`}>
                  <button
                    type="button"
                    aria-label={`Decrease quantity of ${product.name}`}
                    aria-disabled={quantity <= QUANTITY_MIN}
                    onClick={() => quantity > QUANTITY_MIN && setQuantity(line, quantity - 1)}
                  >
                    −
                  </button>
                  <span className={styles.quantity} aria-live="polite">
                    {quantity}
                  </span>
                  <button
                    type="button"
                    aria-label={`Increase quantity of ${product.name}`}
                    aria-disabled={quantity >= QUANTITY_MAX}
                    onClick={() => quantity < QUANTITY_MAX && setQuantity(line, quantity + 1)}
                  >
                    +
                  </button>
                </div>
                <button
                  type="button"
                  className={styles.remove}
                  data-remove
                  onClick={() => {
                    removedAt.current = index;
                    setQuantity(line, 0);
                  }}
                  aria-label={`Remove ${product.name}`}
                >
                  Remove
                </button>
              </div>
            </div>
            <p className={styles.lineTotal}>{formatNaira(lineTotal(line))}</p>
          </li>
        );
      })}
    </ul>
  );
}
