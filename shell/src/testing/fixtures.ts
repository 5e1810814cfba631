import type { CartLine, ShopNotification } from 'shared-contracts';

/** A cart line as the store keeps it. */
export function cartLine(
  over: Partial<CartLine['product']> & { id: string; name: string },
  quantity = 1,
): CartLine {
  const product = { image: '', price: 10000, sellerId: '000000', addedAt: '2025-01-01T00:00:00.000Z', ...over };
  const unit = product.discountPrice ?? product.price;
  return { product: { ...product, total: unit * quantity }, quantity };
}

/** A notification as the store keeps it. */
export function notification(over: Partial<ShopNotification> & { id: string; createdAt: number }): ShopNotification {
  return { type: 'other', title: 'Update', message: 'Something changed', isRead: false, isPersistent: false, ...over };
}
