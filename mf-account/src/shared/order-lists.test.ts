import type { Order, OrderStatus } from 'shared-contracts';
import {
  countOrdersByStatus,
  orderCountLabel,
  orderListKindOf,
  orderNoun,
  ordersOfKind,
  pendingOrdersOf,
  trackingNumberOf,
  withPendingOrders,
} from './order-lists';

const order = (id: string, status: OrderStatus, date = '2025-03-01T12:00:00.000Z', extra: Partial<Order> = {}): Order => ({
  id,
  status,
  items: [{ name: 'Kettle', price: 12000, quantity: 1, image: '' }],
  total: 12000,
  date,
  paymentMethod: 'Card',
  shippingAddress: '12 Allen Avenue, Ikeja',
  ...extra,
});

describe('orderListKindOf', () => {
  it.each([
    ['/orders/paid', 'paid'],
    ['/orders/reviewed/', 'reviewed'],
    ['/orders/all', 'all'],
  ])('reads %s as %s', (path, kind) => {
    expect(orderListKindOf(path)).toBe(kind);
  });

  it.each(['/orders', '/orders/shipped', '/orders/paid/extra', '/account', '/orders/Paid'])('knows no list at %s', (path) => {
    expect(orderListKindOf(path)).toBeNull();
  });
});

describe('ordersOfKind / countOrdersByStatus', () => {
  const orders = [order('A', 'paid'), order('B', 'dispatched'), order('C', 'paid')];

  it('keeps the orders of one status, or all of them', () => {
    expect(ordersOfKind(orders, 'paid').map((o) => o.id)).toEqual(['A', 'C']);
    expect(ordersOfKind(orders, 'sealed')).toEqual([]);
    expect(ordersOfKind(orders, 'all')).toEqual(orders);
  });

  it('counts every status, 0 where there are none', () => {
    expect(countOrdersByStatus(orders)).toEqual({
      paid: 2,
      sealed: 0,
      dispatched: 1,
      arrived: 0,
      confirmed: 0,
      returned: 0,
      reviewed: 0,
    });
  });
});

describe('orderNoun / orderCountLabel', () => {
  it("says 'order' for one and 'orders' otherwise", () => {
    expect([0, 1, 2].map(orderNoun)).toEqual(['orders', 'order', 'orders']);
    expect(orderCountLabel(1)).toBe('1 order');
    expect(orderCountLabel(0)).toBe('0 orders');
    expect(orderCountLabel(3)).toBe('3 orders');
  });
});

describe('trackingNumberOf', () => {
  it('gives the tracking number of dispatched and arrived orders only', () => {
    expect(trackingNumberOf(order('A', 'dispatched', undefined, { trackingNumber: 'TRK1' }))).toBe('TRK1');
    expect(trackingNumberOf(order('B', 'arrived', undefined, { trackingNumber: 'TRK2' }))).toBe('TRK2');
    expect(trackingNumberOf(order('C', 'paid', undefined, { trackingNumber: 'TRK3' }))).toBeNull();
    expect(trackingNumberOf(order('D', 'dispatched'))).toBeNull();
  });
});

describe('pendingOrdersOf', () => {
  it("reads this shopper's pending orders only", () => {
    const stored = JSON.stringify([
      { uid: 'me', order: order('A', 'paid') },
      { uid: 'someone-else', order: order('B', 'paid') },
    ]);
    expect(pendingOrdersOf(stored, 'me').map((o) => o.id)).toEqual(['A']);
  });

  it.each([null, '', 'not json', '{"uid":"me"}', '[null, {"uid":"me"}, {"uid":"me","order":{"id":"X"}}]'])(
    'treats %p as none',
    (stored) => {
      expect(pendingOrdersOf(stored, 'me')).toEqual([]);
    },
  );
});

describe('withPendingOrders', () => {
  it('adds the pending orders not saved yet, newest first, and marks them', () => {
    const saved = [order('A', 'sealed', '2025-02-01T10:00:00.000Z')];
    const pending = [order('B', 'paid', '2025-03-01T10:00:00.000Z'), order('B', 'paid', '2025-03-01T10:00:00.000Z')];
    const { orders, pendingIds } = withPendingOrders(saved, pending);
    expect(orders.map((o) => o.id)).toEqual(['B', 'A']);
    expect([...pendingIds]).toEqual(['B']);
  });

  it('lists an order saved and still pending once, as saved', () => {
    const saved = [order('A', 'paid')];
    const { orders, pendingIds } = withPendingOrders(saved, [order('A', 'paid')]);
    expect(orders).toEqual(saved);
    expect(pendingIds.size).toBe(0);
  });
});
