import type { CartLine } from '../types/cart';
import { SHIPPING_METHODS, type ShippingMethodId } from './shipping';
import { lineTotal, orderTotals, taxOf, totalsOf } from './totals';

const line = (id: string, price: number, quantity: number, discountPrice?: number): CartLine => ({
  product: {
    id,
    name: `Item ${id}`,
    image: '',
    price,
    ...(discountPrice != null ? { discountPrice } : {}),
    total: 0,
    addedAt: '2025-01-01T00:00:00.000Z',
    sellerId: '000000',
  },
  quantity,
});

describe('lineTotal', () => {
  it('is the unit price (discount price when set) times the quantity', () => {
    expect(lineTotal(line('a', 1000, 3))).toBe(3000);
    expect(lineTotal(line('b', 1000, 3, 750))).toBe(2250);
    expect(lineTotal(line('c', 1000, 2, 0))).toBe(0);
  });
});

describe('taxOf', () => {
  it('is 8 % of the subtotal, to whole naira', () => {
    expect(taxOf(10000)).toBe(800);
    expect(taxOf(599)).toBe(48); // 47.92
    expect(taxOf(0)).toBe(0);
  });
});

describe('totalsOf (an order’s lines, priced by the server)', () => {
  it('is the same rule as a cart’s: a unit price (discount applied) times the quantity, then shipping and tax', () => {
    const cart = [line('a', 4500, 2), line('b', 20000, 1, 15000)];
    expect(totalsOf([{ unitPrice: 4500, quantity: 2 }, { unitPrice: 15000, quantity: 1 }], 'express')).toEqual(orderTotals(cart, 'express'));
    expect(totalsOf([{ unitPrice: 4500, quantity: 2 }, { unitPrice: 15000, quantity: 1 }], 'standard')).toEqual({ subtotal: 24000, shipping: 599, tax: 1920, total: 26519 });
  });

  it('charges no shipping for no lines', () => {
    expect(totalsOf([], 'express')).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });
});

describe('orderTotals', () => {
  it('is subtotal + shipping + tax with the chosen method', () => {
    const lines = [line('a', 12500, 2), line('b', 8000, 1, 6000)];
    expect(orderTotals(lines, 'standard')).toEqual({ subtotal: 31000, shipping: 599, tax: 2480, total: 34079 });
    expect(orderTotals(lines, 'express')).toEqual({ subtotal: 31000, shipping: 1599, tax: 2480, total: 35079 });
    expect(orderTotals(lines, 'overnight')).toEqual({ subtotal: 31000, shipping: 2999, tax: 2480, total: 36479 });
  });

  it('charges no shipping on an empty cart', () => {
    expect(orderTotals([], 'express')).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });
});

/** A small seeded generator, so a failing cart can be reproduced from the seed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('order totals over many generated carts', () => {
  it('are integers of naira and total = subtotal + shipping + tax', () => {
    const random = mulberry32(20250115);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const methods: ShippingMethodId[] = SHIPPING_METHODS.map((m) => m.id);
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: int(0, 8) }, (_, i) => {
        const price = int(1, 2_000_000);
        const discounted = random() < 0.4 ? int(0, price) : undefined;
        return line(`p${i}`, price, int(1, 10), discounted);
      });
      const method = methods[int(0, methods.length - 1)]!;
      const t = orderTotals(lines, method);
      const context = `run ${run}: ${JSON.stringify({ lines: lines.map((l) => [l.product.price, l.product.discountPrice, l.quantity]), method })}`;
      expect({ context, integers: [t.subtotal, t.shipping, t.tax, t.total].every(Number.isInteger) }).toEqual({ context, integers: true });
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax);
      expect(t.subtotal).toBe(lines.reduce((s, l) => s + (l.product.discountPrice ?? l.product.price) * l.quantity, 0));
      expect(Math.abs(t.tax - t.subtotal * 0.08)).toBeLessThanOrEqual(0.5);
      expect(t.shipping).toBe(lines.length === 0 ? 0 : SHIPPING_METHODS.find((m) => m.id === method)!.price);
    }
  });
});
