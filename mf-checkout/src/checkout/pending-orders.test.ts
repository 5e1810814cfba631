import { AccountStoreError, PENDING_ORDERS_STORAGE_KEY, type Order } from 'shared-contracts';
import { sampleAccountStore, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { addPending, readPending, resumePending, savePending } from './pending-orders';

const uid = SAMPLE_SHOPPER.uid!;
const order = (id: string): Order => ({
  id,
  status: 'paid',
  items: [{ name: 'Cotton Tee', price: 4500, quantity: 2, image: '' }],
  total: 10319,
  date: '2025-03-02T08:30:00.000Z',
  paymentMethod: 'Card',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos 100271, Nigeria',
  paymentReference: `SHOP-${id}`,
});
const noWait = { wait: async () => {} };

beforeEach(() => localStorage.clear());

it('keeps a paid order pending until the account has it', async () => {
  const accounts = sampleAccountStore();
  addPending(localStorage, { uid, order: order('ORD-1') });
  expect(readPending(localStorage)).toEqual([{ uid, order: order('ORD-1') }]);
  expect(await savePending(localStorage, accounts, { uid, order: order('ORD-1') }, noWait)).toBe(true);
  expect(readPending(localStorage)).toEqual([]);
  expect(await accounts.listOrders(uid)).toEqual([order('ORD-1')]);
});

it('retries a failed save with back-off and saves the order once', async () => {
  const accounts = sampleAccountStore();
  const addOrder = accounts.addOrder.bind(accounts);
  let failures = 2;
  accounts.addOrder = async (...args) => {
    if (failures-- > 0) throw new AccountStoreError('unavailable');
    return addOrder(...args);
  };
  const waits: number[] = [];
  addPending(localStorage, { uid, order: order('ORD-1') });
  const saved = await savePending(localStorage, accounts, { uid, order: order('ORD-1') }, { wait: async (ms) => void waits.push(ms) });
  expect(saved).toBe(true);
  expect(waits).toEqual([1000, 2000]);
  expect(await accounts.listOrders(uid)).toHaveLength(1);
});

it('never drops the payment reference when every try fails, and resumes it later', async () => {
  const accounts = sampleAccountStore();
  const addOrder = accounts.addOrder.bind(accounts);
  accounts.addOrder = async () => {
    throw new AccountStoreError('unavailable');
  };
  addPending(localStorage, { uid, order: order('ORD-1') });
  expect(await savePending(localStorage, accounts, { uid, order: order('ORD-1') }, { delays: [1, 1], ...noWait })).toBe(false);
  expect(readPending(localStorage).map((p) => p.order.paymentReference)).toEqual(['SHOP-ORD-1']);

  accounts.addOrder = addOrder;
  addPending(localStorage, { uid: 'someone-else', order: order('ORD-2') });
  expect(await resumePending(localStorage, accounts, uid, noWait)).toEqual([true]);
  expect(readPending(localStorage).map((p) => p.order.id)).toEqual(['ORD-2']);
});

it('runs one save per order at a time', async () => {
  const accounts = sampleAccountStore();
  const calls: string[] = [];
  const addOrder = accounts.addOrder.bind(accounts);
  accounts.addOrder = async (u, o) => {
    calls.push(o.id);
    return addOrder(u, o);
  };
  const pending = { uid, order: order('ORD-1') };
  const [a, b] = await Promise.all([savePending(localStorage, accounts, pending, noWait), savePending(localStorage, accounts, pending, noWait)]);
  expect([a, b]).toEqual([true, true]);
  expect(calls).toEqual(['ORD-1']);
});

it('reads a damaged entry as nothing pending', () => {
  localStorage.setItem(PENDING_ORDERS_STORAGE_KEY, '{not json');
  expect(readPending(localStorage)).toEqual([]);
  localStorage.setItem(PENDING_ORDERS_STORAGE_KEY, JSON.stringify([{ uid }, 'x', { uid, order: order('ORD-9') }]));
  expect(readPending(localStorage).map((p) => p.order.id)).toEqual(['ORD-9']);
});
