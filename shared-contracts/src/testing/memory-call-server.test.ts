import { newAccountDocument } from '../domain/account';
import { createMemoryAccountStore } from './memory-account-store';
import { ServerCallError } from '../ports/server-call';
import { memoryCallServer, type MemoryCaller } from './memory-call-server';

const ada = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const JAN_15 = new Date(2025, 0, 15).getTime();

function setup(who: MemoryCaller = { uid: 'u1', user: ada }) {
  const store = createMemoryAccountStore({}, { priceOf: (id) => (id === 'p1' ? { name: 'Kaftan', image: '', unitPrice: 10_000 } : null), now: () => JAN_15 });
  let caller = who;
  const call = memoryCallServer(store, () => caller, () => JAN_15, { listSales: async () => Promise.reject(new ServerCallError('unavailable')) });
  return { store, call, as: (next: MemoryCaller) => (caller = next) };
}

const SHIPPING = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '1', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '1', country: 'Nigeria' };

describe('memoryCallServer: the server’s callables over the in-memory store', () => {
  it('creates the caller’s account from who signed in, once, and reads it back', async () => {
    const { call } = setup();
    await expect(call('createAccount')).resolves.toEqual({ outcome: 'created' });
    await expect(call('createAccount')).resolves.toEqual({ outcome: 'exists' });
    await expect(call('readAccount')).resolves.toEqual(newAccountDocument(ada, new Date(JAN_15)));
  });

  it('acts only for the caller: another shopper reads their own account, not the first one’s', async () => {
    const { call, as } = setup();
    await call('createAccount');
    as({ uid: 'u2', user: null });
    await expect(call('readAccount')).resolves.toBeNull();
  });

  it('refuses a signed-out caller all but the public calls, as the server does', async () => {
    const { call } = setup({ uid: undefined, user: null });
    await expect(call('readAccount')).rejects.toEqual(new ServerCallError('permission-denied', 'Please sign in to continue'));
    await expect(call('listProductReviews', { productId: 'p1' })).resolves.toEqual([]);
  });

  it('answers listOrders with every order, paid or not, as one list', async () => {
    const { call } = setup();
    await call('createAccount');
    const placed = await call('placeOrder', { items: [{ productId: 'p1', quantity: 1 }], shippingMethod: 'standard', shipping: SHIPPING });
    const awaiting = await call('listOrders');
    expect(awaiting.map((o) => [o.id, o.status])).toEqual([[placed.orderId, 'awaiting-payment']]);
    await call('sandboxCharge', { reference: placed.reference, outcome: 'success' });
    await expect(call('confirmPayment', { orderId: placed.orderId })).resolves.toEqual({ status: 'paid', paidNow: true });
    expect((await call('listOrders')).map((o) => [o.id, o.status])).toEqual([[placed.orderId, 'paid']]);
  });

  it('answers a call from the answers it was given, in place of its own', async () => {
    const { call } = setup();
    await expect(call('listSales')).rejects.toEqual(new ServerCallError('unavailable'));
  });

  it('refuses a payload the server’s schema refuses, naming the field', async () => {
    const { call } = setup();
    await call('createAccount');
    await expect(call('placeOrder', { items: [{ productId: 'p1', quantity: 0 }], shippingMethod: 'standard', shipping: SHIPPING })).rejects.toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/^items\.0\.quantity: /),
    });
  });

  it('leaves a profile’s server-owned fields as they were, as the server does', async () => {
    const { call } = setup();
    await call('createAccount');
    await expect(call('updatePrimaryInformation', { firstName: 'Adaeze', email: 'mallory@example.com' })).resolves.toMatchObject({ firstName: 'Adaeze', email: 'ada@example.com' });
  });
});
