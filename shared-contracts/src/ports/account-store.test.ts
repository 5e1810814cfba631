import type { Order } from '../types/order';
import type { AccountDocument } from '../types/user';
import { createMemoryAccountStore } from './account-store';

const doc = (firstName: string, listed: unknown[] = []): AccountDocument => ({
  user: { primaryInformation: { firstName, userType: 'Buyer' }, location: { city: 'Ikeja' } },
  cart: {},
  notifications: [],
  orders: [],
  reviews: [],
  myItems: [{ listedForSale: listed }],
  friends: {},
  wallet: {},
});

const order: Order = {
  id: 'ORD-1',
  status: 'paid',
  items: [{ name: 'Tee', price: 4500, quantity: 2, image: '' }],
  total: 9000,
  date: '2025-01-15',
  paymentMethod: 'Card',
  shippingAddress: '12 Allen Avenue, Ikeja',
};

describe('createMemoryAccountStore', () => {
  it('reads back what was created', async () => {
    const store = createMemoryAccountStore();
    await store.create('u1', doc('Ada'));
    expect(await store.read('u1')).toEqual(doc('Ada'));
  });

  it('reads null for an unknown uid', async () => {
    expect(await createMemoryAccountStore().read('nobody')).toBeNull();
  });

  it('keeps its own copies: changing what was given or read changes nothing stored', async () => {
    const store = createMemoryAccountStore();
    const given = doc('Ada');
    await store.create('u1', given);
    given.user.primaryInformation.firstName = 'Changed';
    const read = await store.read('u1');
    read!.user.primaryInformation.firstName = 'Changed again';
    expect((await store.read('u1'))!.user.primaryInformation.firstName).toBe('Ada');
  });

  it('starts from a seed without sharing it', async () => {
    const seed = { u1: doc('Ada') };
    const store = createMemoryAccountStore(seed);
    seed.u1.user.primaryInformation.firstName = 'Changed';
    expect((await store.read('u1'))!.user.primaryInformation.firstName).toBe('Ada');
  });

  it('merges primary information and location updates into the stored document', async () => {
    const store = createMemoryAccountStore({ u1: doc('Ada') });
    await store.updatePrimaryInformation('u1', { lastName: 'Obi', phone: '+2348012345678' });
    await store.updateLocation('u1', { state: 'Lagos' });
    expect((await store.read('u1'))!.user).toEqual({
      primaryInformation: { firstName: 'Ada', userType: 'Buyer', lastName: 'Obi', phone: '+2348012345678' },
      location: { city: 'Ikeja', state: 'Lagos' },
    });
  });

  it("rejects updates and orders for an unknown uid with 'User not found'", async () => {
    const store = createMemoryAccountStore();
    await expect(store.updatePrimaryInformation('ghost', { firstName: 'X' })).rejects.toThrow('User not found');
    await expect(store.updateLocation('ghost', { city: 'X' })).rejects.toThrow('User not found');
    await expect(store.addOrder('ghost', order)).rejects.toThrow('User not found');
    await expect(store.listOrders('ghost')).rejects.toThrow('User not found');
  });

  it('adds orders and lists them as copies', async () => {
    const store = createMemoryAccountStore({ u1: doc('Ada') });
    await store.addOrder('u1', order);
    const listed = await store.listOrders('u1');
    expect(listed).toEqual([order]);
    listed[0]!.status = 'returned';
    expect((await store.listOrders('u1'))[0]!.status).toBe('paid');
  });

  it("lists every account's items listed for sale in one list", async () => {
    const store = createMemoryAccountStore({ u1: doc('Ada', [{ id: 'l1' }, { id: 'l2' }]), u2: doc('Bayo') });
    await store.create('u3', doc('Chi', [{ id: 'l3' }]));
    expect((await store.listListings()).map((p) => p.id)).toEqual(['l1', 'l2', 'l3']);
  });
});
