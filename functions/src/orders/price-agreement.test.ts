/**
 * The browser and the server agree to the kobo. For any catalog (DummyJSON prices are decimals, and so
 * are its discounts) and any cart, the total the checkout shows is the amount the server charges.
 * The browser's side is the contracts' own path: a product priced at the catalog's edge
 * (`catalogPrice`, as mf-catalog maps it), added to the cart by the cart reducer, totalled by
 * `orderTotals`. The server's is Place Order's: each line priced from the catalog index as the import
 * keeps it (`catalogRecord`, `priceColumns`' unit price, what the stock keeper reads), then `priceLines`.
 */
import fc from 'fast-check';
import { EMPTY_CART, type ShippingMethodId } from 'shared-contracts';
import { cartReducer, catalogPrice, orderTotals, SHIPPING_METHODS, toKobo } from 'shared-contracts/core';
import { catalogRecord } from '../catalog/dummyjson-product';
import { priceColumns } from '../catalog/upsert-products';
import { priceLines } from './price-lines';
import type { PricedProduct } from '../stock/price-source';

/** A DummyJSON product: a price in naira with up to two decimals, a discount in percent with up to two. */
const product = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  price: fc.integer({ min: 1, max: 50_000_000 }).map((kobo) => kobo / 100),
  discountPercentage: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_999 }).map((hundredths) => hundredths / 100)),
});

const cart = fc.uniqueArray(fc.record({ product, quantity: fc.integer({ min: 1, max: 10 }) }), {
  minLength: 1,
  maxLength: 8,
  selector: (line) => line.product.id,
});

const method = fc.constantFrom(...SHIPPING_METHODS.map((m) => m.id as ShippingMethodId));

/** A DummyJSON product as the index keeps it and Place Order reads it back. */
function indexed(p: { id: number; price: number; discountPercentage: number }): PricedProduct {
  const record = catalogRecord({ ...p, title: `Product ${p.id}`, thumbnail: '', stock: 100 }, 1)!;
  return { id: record.id, name: record.name, image: '', unitPrice: priceColumns(record).unit_price, stock: 100, sellerId: record.sellerId, forSale: true };
}

test('for any catalog and cart, the total the checkout shows is what the server charges, to the kobo', async () => {
  await fc.assert(
    fc.asyncProperty(cart, method, async (lines, shippingMethod) => {
      // The browser: the listing's prices, the cart, the checkout's totals.
      const state = lines.reduce(
        (s, { product: p, quantity }) =>
          cartReducer(s, {
            type: 'add',
            product: { id: String(p.id), name: `Product ${p.id}`, image: '', sellerId: '000000', ...catalogPrice(p.price, p.discountPercentage) },
            quantity,
          }),
        EMPTY_CART,
      );
      const shown = orderTotals(state.items, shippingMethod);

      // The server: every line priced again from the index.
      const charged = priceLines(
        { items: lines.map((l) => ({ productId: String(l.product.id), quantity: l.quantity })), shippingMethod },
        lines.map((l) => indexed(l.product)),
      );

      expect(charged.totals).toEqual(shown);
      expect(toKobo(charged.totals.total)).toBe(toKobo(shown.total));
      // Whole naira throughout, so kobo is exact and the parts add up to the charge.
      for (const part of Object.values(shown)) expect(Number.isInteger(part)).toBe(true);
      expect(toKobo(shown.subtotal) + toKobo(shown.shipping) + toKobo(shown.tax)).toBe(toKobo(shown.total));
    }),
    { numRuns: 300 },
  );
});
