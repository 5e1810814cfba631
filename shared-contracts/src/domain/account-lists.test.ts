import type { Order } from '../types/order';
import { mergePreferences, newestFirst, ordersNewestFirst, withOrder } from './account-lists';

describe('newestFirst / ordersNewestFirst', () => {
  it('put the latest first, without changing the list given', () => {
    const list = [{ id: 'a', createdAt: 1 }, { id: 'b', createdAt: 3 }, { id: 'c', createdAt: 2 }];
    expect(newestFirst(list).map((l) => l.id)).toEqual(['b', 'c', 'a']);
    expect(list.map((l) => l.id)).toEqual(['a', 'b', 'c']);
    const orders = [{ date: '2025-01-02' }, { date: '2025-03-01' }] as Order[];
    expect(ordersNewestFirst(orders).map((o) => o.date)).toEqual(['2025-03-01', '2025-01-02']);
  });
});

describe('mergePreferences', () => {
  it('merges each given section into its own and keeps the others', () => {
    const current = { privacy: { showEmail: true, showPhone: false }, appearance: { theme: 'dark' as const } };
    expect(mergePreferences(current, { privacy: { showPhone: true } })).toEqual({
      privacy: { showEmail: true, showPhone: true },
      appearance: { theme: 'dark' },
    });
    expect(mergePreferences(undefined, { notifications: { newsletter: true } })).toEqual({ notifications: { newsletter: true } });
  });
});

describe('withOrder', () => {
  const order = (id: string, total: number) => ({ id, status: 'paid' as const, items: [], total, date: '2025-01-15', paymentMethod: 'Card', shippingAddress: '' });

  it('appends a new order and replaces one with the same id (a retried save)', () => {
    const saved = withOrder([order('A', 1)], order('B', 2));
    expect(saved).toEqual([order('A', 1), order('B', 2)]);
    expect(withOrder(saved, order('A', 3))).toEqual([order('B', 2), order('A', 3)]);
  });
});
