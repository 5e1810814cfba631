import { useLayoutEffect, useRef } from 'react';
import { formatNaira, lineTotal, QUANTITY_MAX, QUANTITY_MIN, unitPrice, useBus, type CartLine as Line } from 'shared-contracts';
import { CartLine } from 'shop-ui/cart-line';
import styles from './ReviewStep.module.css';

/**
 * Step 1: the cart's lines; minus stops at 1, plus at 10, and Remove takes the line out (SPEC §2).
 * Removing a line gives focus to the Remove of the line that takes its place (or the one before).
 */
export function ReviewStep({ lines }: { lines: readonly Line[] }) {
  const bus = useBus();
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (removedAt.current === null) return;
    const removes = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [];
    removes[Math.min(removedAt.current, removes.length - 1)]?.focus();
    removedAt.current = null;
  }, [lines]);
  const setQuantity = (line: Line, quantity: number) => {
    // The cart store removes a line whose quantity falls below 1.
    bus.emit('cart:set-quantity', { productId: line.product.id, quantity });
    bus.emit('announce', { message: quantity < 1 ? `Removed ${line.product.name}` : `${line.product.name}, quantity ${quantity}` });
  };
  return (
    <ul ref={listRef} className={styles.lines}>
      {lines.map((line, index) => {
        const { product } = line;
        return (
          <CartLine
            key={product.id}
            variant="page"
            name={product.name}
            image={product.image}
            price={formatNaira(unitPrice(product))}
            originalPrice={product.discountPrice != null ? formatNaira(product.price) : undefined}
            total={formatNaira(lineTotal(line))}
            quantity={line.quantity}
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            onQuantity={(quantity) => setQuantity(line, quantity)}
            onRemove={() => {
              removedAt.current = index;
              setQuantity(line, 0);
            }}
          />
        );
      })}
    </ul>
  );
}
