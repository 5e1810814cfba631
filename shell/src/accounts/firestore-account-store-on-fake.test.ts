/** @jest-environment node */
// The Firestore adapter's own logic on a fake of the SDK (see fake-firestore.ts): the contract
// suite everywhere, the real SDK only where an emulator runs (firestore-account-store.test.ts).
import type { Firestore } from 'firebase/firestore';
import { AccountStoreError, newAccountDocument, type Order } from 'shared-contracts';
import { accountStoreContract } from 'shared-contracts/contract-tests';
import { FakeFirestoreError, newFakeFirestore, type FakeDb } from './fake-firestore';
import { createFirestoreAccountStore } from './firestore-account-store';

jest.mock('firebase/firestore', () => jest.requireActual('./fake-firestore'));

const asFirestore = (db: FakeDb) => db as unknown as Firestore;

accountStoreContract('createFirestoreAccountStore on a fake Firestore', async ({ now }) => ({
  store: createFirestoreAccountStore({ db: asFirestore(newFakeFirestore()), now }),
}));

const adaUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const ada = () => newAccountDocument(adaUser, new Date(2025, 0, 15));

const order: Order = {
  id: 'ORD-1',
  status: 'paid',
  items: [{ name: 'Linen Shirt', price: 4500, quantity: 1, image: '' }],
  total: 4500,
  date: '2025-01-15',
  paymentMethod: 'Card',
  shippingAddress: '12 Allen Avenue, Ikeja',
  trackingNumber: undefined,
};

describe('createFirestoreAccountStore documents', () => {
  it('keeps accounts keyed by uid in the configured collection and listings apart', async () => {
    const db = newFakeFirestore();
    const store = createFirestoreAccountStore({ db: asFirestore(db), collection: 'shoppers', now: () => 1000 });
    await store.create('u1', ada());
    const listing = await store.addListing('u1', { name: 'Blue Kaftan', price: 15000, discountPrice: undefined } as never);
    expect([...db.docs.keys()]).toEqual(['shoppers/u1', `listings/${listing.id}`]);
    expect(db.docs.get(`listings/${listing.id}`)).toEqual({ name: 'Blue Kaftan', price: 15000, sellerId: 'u1', createdAt: 1000 });
  });

  it('stores orders and notifications whose optional fields are left undefined', async () => {
    const db = newFakeFirestore();
    const store = createFirestoreAccountStore({ db: asFirestore(db) });
    await store.create('u1', ada());
    await store.addOrder('u1', order);
    await store.saveNotifications('u1', [
      { id: 'n1', type: 'other', title: 'Hi', message: 'Hello', isRead: false, isPersistent: false, createdAt: 1, expiresAt: undefined },
    ]);
    await store.updatePrimaryInformation('u1', { phone: '+2348012345678', lastName: undefined });
    const stored = (await store.read('u1'))!;
    expect(stored.orders).toEqual([order]);
    expect(stored.user.primaryInformation.lastName).toBe('Obi');
  });

  it("says 'permission-denied' when the security rules refuse", async () => {
    const db = newFakeFirestore();
    const store = createFirestoreAccountStore({ db: asFirestore(db) });
    // Every document lookup refused, as the rules do for another shopper's document.
    db.docs.get = () => {
      throw new FakeFirestoreError('permission-denied', 'Missing or insufficient permissions.');
    };
    const error = await store.read('u2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountStoreError);
    expect(error).toMatchObject({ code: 'permission-denied' });
  });

  it("turns Firestore's own 'not-found' (an update of a missing document) into 'User not found'", async () => {
    const store = createFirestoreAccountStore({ db: asFirestore(newFakeFirestore()) });
    await expect(store.saveNotifications('ghost', [])).rejects.toMatchObject({ code: 'not-found', message: 'User not found' });
  });
});
