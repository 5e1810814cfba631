import type { Product } from 'shared-contracts';
import { useWishlisted } from '../useWishlist';
import styles from './WishlistButton.module.css';

/** The heart: 'Add to wishlist' / 'Remove from wishlist', kept in the browser across reloads. */
export function WishlistButton({ product, className = '' }: { product: Product; className?: string }) {
  const [wishlisted, toggle] = useWishlisted(product.id);
  return (
    <button
      type="button"
      className={`${styles.heart} ${className}`}
      aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={wishlisted}
      onClick={(event) => {
        // Inside a card that is a link: the heart must not open the product.
        event.preventDefault();
        event.stopPropagation();
        toggle(product);
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
