import { useState, type ReactNode } from 'react';
import { CART_TOAST_TOPIC, MESSAGES, QUANTITY_MAX, QUANTITY_MIN, TOAST, useBus, useCart, useToast, type CartProductInput, type Product } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { CartIcon } from 'shop-ui/icons';
import { QuantitySelector } from '../QuantitySelector/QuantitySelector';
import { TEXTS } from '../../shared/catalog-texts';
import styles from './AddToCart.module.css';

/** What the cart keeps of a product (the discount only when there is one). */
export function cartProductOf({ id, name, image, price, discountPrice, sellerId, slug }: Product): CartProductInput {
  return { id, name, image, price, ...(discountPrice !== undefined ? { discountPrice } : {}), sellerId, slug };
}

/**
 * The quantity (1 to 10, never above the stock) and 'Add to Cart', which tells the shell's cart over the
 * bus. The cart's line counts too: adding past 10 (or the stock) fills the line to it and says why.
 */
export function AddToCart({ product, beside }: { product: Product; /** Shown after the button (the wishlist heart). */ beside?: ReactNode }) {
  const bus = useBus();
  const toast = useToast();
  const cart = useCart();
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const soldOut = product.stock <= 0;
  const max = Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, product.stock));

  const add = () => {
    const inCart = cart.items.find((line) => line.product.id === product.id)?.quantity ?? 0;
    const room = Math.max(0, max - inCart);
    const adding = Math.min(quantity, room);
    const limit = product.stock < QUANTITY_MAX ? TEXTS.onlyInStock(product.stock) : TEXTS.mostPerOrder(QUANTITY_MAX);
    if (adding > 0) bus.emit('cart:add', { product: cartProductOf(product), quantity: adding });
    if (adding === quantity) toast('success', MESSAGES.addedToCart(product.name), TOAST.addToCartMs, CART_TOAST_TOPIC);
    else if (adding > 0) toast('info', TEXTS.addedUpTo(adding, product.name, limit, max), TOAST.addToCartMs, CART_TOAST_TOPIC);
    else toast('info', TEXTS.cartAlreadyHas(max, product.name, limit), TOAST.addToCartMs, CART_TOAST_TOPIC);
    setQuantity(QUANTITY_MIN);
  };

  return (
    <div className={styles.purchase}>
      <QuantitySelector value={Math.min(quantity, max)} onChange={setQuantity} max={max} disabled={soldOut} />
      <Button variant="accent" className={styles.add} disabled={soldOut} onClick={add}>
        <CartIcon />
        {TEXTS.addToCart}
      </Button>
      {beside}
    </div>
  );
}
