import { Link } from 'react-router-dom';
import { formatNaira, productSlug, QUANTITY_MAX, QUANTITY_MIN, unitPrice, useBus, type CartLine } from 'shared-contracts';
import { MinusIcon, PlusIcon, TrashIcon } from '../icons/icons';
import { ProductThumb } from '../ProductThumb/ProductThumb';
import styles from './CartLineItem.module.css';

export interface CartLineItemProps {
  line: CartLine;
  /** The shopper follows the product link (the drawer closes). */
  onNavigate(): void;
  /** After the line is removed (the drawer moves focus). */
  onRemoved(): void;
}

/**
 * One cart line: picture, name, price (discounted with the original struck through), quantity 1 to 10, remove.
 * A quantity limit marks its button aria-disabled, not disabled, so focus stays on it (and in the drawer).
 */
export function CartLineItem({ line, onNavigate, onRemoved }: CartLineItemProps) {
  const bus = useBus();
  const { product, quantity } = line;
  const { id, name } = product;
  const hasDiscount = product.discountPrice != null;

  const setQuantity = (next: number) => {
    bus.emit('cart:set-quantity', { productId: id, quantity: next });
    bus.emit('announce', { message: `${name}, quantity ${next}` });
  };
  const remove = () => {
    bus.emit('cart:remove', { productId: id });
    bus.emit('announce', { message: `Removed ${name} from your cart` });
    onRemoved();
  };

  return (
    <li className={styles.line}>
      <ProductThumb src={product.image} name={name} />
      <div className={styles.info}>
        <Link className={styles.name} to={`/products/${encodeURIComponent(product.slug ?? productSlug(name))}`} onClick={onNavigate}>
          {name}
        </Link>
        <p className={styles.price}>
          <span className={hasDiscount ? styles.sale : undefined}>{formatNaira(unitPrice(product))}</span>
          {hasDiscount && (
            <s className={styles.original}>
              <span className="visually-hidden">Original price </span>
              {formatNaira(product.price)}
            </s>
          )}
        </p>
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
            <button
              type="button"
              aria-label={`Decrease quantity of ${name}`}
              aria-disabled={quantity <= QUANTITY_MIN}
              onClick={() => quantity > QUANTITY_MIN && setQuantity(quantity - 1)}
            >
              <MinusIcon size={16} />
            </button>
            <span className={styles.quantity} data-testid="quantity">
              {quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${name}`}
              aria-disabled={quantity >= QUANTITY_MAX}
              onClick={() => quantity < QUANTITY_MAX && setQuantity(quantity + 1)}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <button type="button" className={styles.remove} aria-label={`Remove ${name}`} data-remove onClick={remove}>
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
    </li>
  );
}
