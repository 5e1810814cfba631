import { Link } from 'react-router-dom';
import { formatNaira, productSlug, QUANTITY_MAX, QUANTITY_MIN, unitPrice, useBus, type CartLine as Line } from 'shared-contracts';
import { CartLine } from 'shop-ui/cart-line';

export interface CartLineItemProps {
  line: Line;
  /** The shopper follows the product link (the drawer closes). */
  onNavigate(): void;
  /** After the line is removed (the drawer moves focus). */
  onRemoved(): void;
}

/** One line of the cart drawer: its name links to the product, its changes go to the cart on the bus. */
export function CartLineItem({ line, onNavigate, onRemoved }: CartLineItemProps) {
  const bus = useBus();
  const { product, quantity } = line;
  const { id, name } = product;

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
    <CartLine
      name={name}
      title={
        <Link to={`/products/${encodeURIComponent(product.slug ?? productSlug(name))}`} onClick={onNavigate}>
          {name}
        </Link>
      }
      image={product.image}
      price={formatNaira(unitPrice(product))}
      originalPrice={product.discountPrice != null ? formatNaira(product.price) : undefined}
      quantity={quantity}
      min={QUANTITY_MIN}
      max={QUANTITY_MAX}
      onQuantity={setQuantity}
      onRemove={remove}
    />
  );
}
