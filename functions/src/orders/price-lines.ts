import { totalsOf } from 'shared-contracts/core';
import type { OrderTotals } from 'shared-contracts';
import type { PlaceOrderRequest } from 'shared-contracts/schemas';
import { Refusal } from '../http/refusal';
import type { OrderLine } from './order-record';
import type { PricedProduct } from '../stock/price-source';

/** Images kept on an order are addresses: a listing's pasted picture data stays with the listing. */
const imageAddress = (image: string) => (/^https?:\/\//.test(image) ? image : '');

/**
 * Prices every line from its product as the server found it (never from the browser; `products[i]` is
 * line i's, held for the order) and totals them with the shop's rules (SPEC §9).
 */
export function priceLines(request: Pick<PlaceOrderRequest, 'items' | 'shippingMethod'>, products: readonly PricedProduct[]): { lines: OrderLine[]; totals: OrderTotals } {
  const lines = request.items.map((item, i): OrderLine => {
    const product = products[i];
    if (!product) throw new Refusal('failed-precondition', `items.${i}.productId: this product is no longer for sale`);
    return {
      productId: product.id,
      name: product.name,
      image: imageAddress(product.image),
      price: product.unitPrice,
      quantity: item.quantity,
      sellerId: product.sellerId,
    };
  });
  return { lines, totals: totalsOf(lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })), request.shippingMethod) };
}
