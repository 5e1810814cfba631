import { orderTotals } from 'shared-contracts/domain';
import type { CartLine, OrderTotals } from 'shared-contracts';
import type { PlaceOrderRequest } from 'shared-contracts/schemas';
import { Refusal } from '../http/refusal';
import type { OrderLine } from './order-record';
import type { PriceSource } from './price-source';

/** Images kept on an order are addresses: a listing's pasted picture data stays with the listing. */
const imageAddress = (image: string) => (/^https?:\/\//.test(image) ? image : '');

/**
 * Prices every line from the source (never from the browser) and totals them with the shop's rules
 * (SPEC §9). A missing product, an item off sale or more than its stock refuses the whole order.
 */
export async function priceLines(
  request: Pick<PlaceOrderRequest, 'items' | 'shippingMethod'>,
  priceOf: PriceSource,
): Promise<{ lines: OrderLine[]; totals: OrderTotals }> {
  const products = await Promise.all(request.items.map((item) => priceOf(item.productId)));
  const lines = request.items.map((item, i): OrderLine => {
    const product = products[i];
    const field = `items.${i}`;
    if (!product || !product.forSale) throw new Refusal('failed-precondition', `${field}.productId: this product is no longer for sale`);
    if (item.quantity > product.stock) {
      const left = product.stock === 0 ? 'is out of stock' : `has only ${product.stock} left`;
      throw new Refusal('failed-precondition', `${field}.quantity: ${product.name} ${left}`);
    }
    return {
      productId: product.id,
      name: product.name,
      image: imageAddress(product.image),
      price: product.unitPrice,
      quantity: item.quantity,
      sellerId: product.sellerId,
    };
  });
  return { lines, totals: orderTotals(lines.map(asCartLine), request.shippingMethod) };
}

/** The shared totals rule reads cart lines; an order line is one with its unit price fixed. */
function asCartLine(line: OrderLine): CartLine {
  return {
    product: { id: line.productId, name: line.name, image: line.image, price: line.price, total: line.price * line.quantity, addedAt: '', sellerId: line.sellerId },
    quantity: line.quantity,
  };
}
