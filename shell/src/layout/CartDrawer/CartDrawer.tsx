import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatNaira, loginPathFor, MESSAGES, useBus, useCart, useSession } from 'shared-contracts';
import { cartCount, cartSubtotal } from '../cart/cart-sums';
import { useShellStores } from '../../app/shell-stores-context';
import { CartLineItem } from '../CartLineItem/CartLineItem';
import { Button, buttonClass } from 'shop-ui/button';
import { Dialog } from 'shop-ui/dialog';
import { EmptyState } from 'shop-ui/empty-state';
import { CartIcon } from 'shop-ui/icons';
import styles from './CartDrawer.module.css';

/** The cart drawer of SPEC §2: lines, total and Proceed to Checkout (sign-in needed, SPEC §6). */
export function CartDrawer() {
  const cart = useCart();
  const user = useSession();
  const bus = useBus();
  const stores = useShellStores();
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const shopRef = useRef<HTMLButtonElement>(null);
  const removedAt = useRef<number | null>(null);
  const close = () => stores.cart.dispatch({ type: 'close' });
  const count = cartCount(cart.items);

  // A removed line takes its focused button with it: move focus to the next line, or to the empty state.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? shopRef.current)?.focus();
  }, [cart.items.length]);

  const checkout = () => {
    close();
    if (!user.isLoggedIn) {
      bus.emit('toast', { kind: 'error', message: MESSAGES.loginToCheckout });
      navigate(loginPathFor('/checkout'));
      return;
    }
    bus.emit('toast', { kind: 'success', message: MESSAGES.proceedingToCheckout });
    navigate('/checkout');
  };

  const goShopping = () => {
    close();
    navigate('/shop');
  };

  const empty = cart.items.length === 0;
  return (
    <Dialog
      open={cart.isOpen}
      title="Your Cart"
      onClose={close}
      placement="right"
      closeLabel="Close cart"
      headerExtra={
        empty ? null : (
          <span className={styles.count}>
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        )
      }
      footer={
        empty ? null : (
          <>
            <div className={styles.total}>
              <span>Total</span>
              <strong data-testid="cart-total">{formatNaira(cartSubtotal(cart.items))}</strong>
            </div>
            <p className={styles.note}>Shipping and tax are worked out at checkout.</p>
            <Button wide onClick={checkout}>
              Proceed to Checkout
            </Button>
          </>
        )
      }
    >
      {empty ? (
        <EmptyState
          className={styles.empty}
          title="Your cart is empty"
          icon={<CartIcon size={34} />}
          action={
            // A plain button, so focus can be put on it when the last line is removed.
            <button ref={shopRef} type="button" className={buttonClass('outline')} onClick={goShopping}>
              Start shopping
            </button>
          }
        >
          <p>Find something you love in the shop.</p>
        </EmptyState>
      ) : (
        <ul ref={listRef} className={styles.list} aria-label="Cart items">
          {cart.items.map((line, index) => (
            <CartLineItem
              key={line.product.id}
              line={line}
              onNavigate={close}
              onRemoved={() => {
                removedAt.current = index;
              }}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
