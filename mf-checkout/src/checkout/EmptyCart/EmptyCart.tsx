import { useEffect, useRef } from 'react';
import { CartIcon } from 'shop-ui/icons';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import { Notice } from '../../shared/Notice/Notice';

/** SPEC §2: checkout with nothing in the cart. Shown after the shopper removed the last line, it takes the focus that fell to the page. */
export function EmptyCart() {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) titleRef.current?.focus();
  }, []);
  return (
    <Notice id="empty-cart-title" titleRef={titleRef} title={CHECKOUT_TEXTS.emptyTitle} icon={<CartIcon size={32} />} action={{ to: '/', label: CHECKOUT_TEXTS.startShopping }}>
      <p>{CHECKOUT_TEXTS.emptyBody}</p>
    </Notice>
  );
}
