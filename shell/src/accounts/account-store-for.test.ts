/** @jest-environment node */
// The embedded store runs for real on fake-indexeddb (which needs Node's structuredClone).
import 'fake-indexeddb/auto';
import type { FirebaseApp } from 'firebase/app';
import { AccountStoreError, newAccountDocument, type AccountStore, type Order, type Product } from 'shared-contracts';
import { createMemoryAccountStore } from 'shared-contracts/testing';
import { accountStoreFor } from './account-store-for';

const mockFirestore = { loaded: false, storeFor: jest.fn<AccountStore, [FirebaseApp, string | undefined]>() };
jest.mock('./firestore-account-store', () => {
  mockFirestore.loaded = true;
  return { firestoreAccountStoreFor: (app: FirebaseApp, name?: string) => mockFirestore.storeFor(app, name) };
});

const adaUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const ada = () => newAccountDocument(adaUser, new Date(2025, 0, 15));
const app = { name: 'shop' } as FirebaseApp;
const kaftan: Omit<Product, 'id' | 'sellerId'> = {
  name: 'Blue Kaftan',
  image: '',
  images: [],
  price: 15000,
  description: '',
  details: [],
  rating: 0,
  reviewCount: 0,
  isNew: true,
  category: 'tops',
  stock: 1,
  discountPercentage: 0,
  slug: 'blue-kaftan',
};

beforeEach(() => {
  mockFirestore.storeFor.mockReset();
});

describe('accountStoreFor in embedded mode', () => {
  it('keeps accounts in IndexedDB without ever loading Firebase or Firestore', async () => {
    const firebaseApp = jest.fn(async () => app);
    const store = accountStoreFor({ mode: 'embedded' }, firebaseApp);
    expect(await store.create('u1', ada())).toBe('created');
    // A second store (a reload) finds the account in the browser's database.
    expect(await accountStoreFor({ mode: 'embedded' }, firebaseApp).read('u1')).toEqual(ada());
    expect((await indexedDB.databases()).map((d) => d.name)).toContain('oja-express-accounts');
    expect(firebaseApp).not.toHaveBeenCalled();
    expect(mockFirestore.loaded).toBe(false);
  });
});

describe('accountStoreFor in firestore mode', () => {
  it('loads nothing until first used, then opens Firestore on the Firebase app once', async () => {
    const backing = createMemoryAccountStore({ u1: ada() });
    mockFirestore.storeFor.mockReturnValue(backing);
    const firebaseApp = jest.fn(async () => app);
    const store = accountStoreFor({ mode: 'firestore', collection: 'shoppers' }, firebaseApp);
    expect(firebaseApp).not.toHaveBeenCalled();

    expect(await store.read('u1')).toEqual(ada());
    expect(await store.updateLocation('u1', { city: 'Ikeja' })).toMatchObject({ city: 'Ikeja' });
    expect(await store.listOrders('u1')).toEqual([]);
    expect(firebaseApp).toHaveBeenCalledTimes(1);
    expect(mockFirestore.storeFor).toHaveBeenCalledTimes(1);
    expect(mockFirestore.storeFor).toHaveBeenCalledWith(app, 'shoppers');
    expect(mockFirestore.loaded).toBe(true);
  });

  it('passes every call and its answer through to the adapter', async () => {
    const backing = createMemoryAccountStore({}, { now: () => 5000 });
    mockFirestore.storeFor.mockReturnValue(backing);
    const store = accountStoreFor({ mode: 'firestore' }, async () => app);
    expect(await store.create('u1', ada())).toBe('created');
    const phone = '+2348012345678';
    expect(await store.updatePrimaryInformation('u1', { phone })).toMatchObject({ firstName: 'Ada', phone });
    const order: Order = { id: 'ORD-1', status: 'paid', items: [], total: 0, date: '2025-01-15', paymentMethod: 'Card', shippingAddress: '' };
    await store.addOrder('u1', order);
    await store.saveNotifications('u1', []);
    expect(await store.listNotifications('u1')).toEqual([]);
    expect(await store.savePreferences('u1', { appearance: { theme: 'dark' } })).toEqual({ appearance: { theme: 'dark' } });
    expect(await store.readPreferences('u1')).toEqual({ appearance: { theme: 'dark' } });
    const listing = await store.addListing('u1', kaftan);
    expect(await store.listMyListings('u1')).toEqual([listing]);
    expect(await store.listListings()).toEqual([listing]);
    expect(await store.listOrders('u1')).toEqual([order]);
    expect(mockFirestore.storeFor).toHaveBeenCalledWith(app, undefined);
  });

  it('starts loading on warm(), once, and the first call then takes that same adapter', async () => {
    mockFirestore.storeFor.mockReturnValue(createMemoryAccountStore({ u1: ada() }));
    const firebaseApp = jest.fn(async () => app);
    const store = accountStoreFor({ mode: 'firestore' }, firebaseApp);
    store.warm();
    store.warm();
    expect(firebaseApp).toHaveBeenCalledTimes(1);
    expect(await store.read('u1')).toEqual(ada());
    expect(mockFirestore.storeFor).toHaveBeenCalledTimes(1);
  });

  it('a warm-up that fails is not reported, and the next call tries again', async () => {
    mockFirestore.storeFor.mockReturnValue(createMemoryAccountStore({ u1: ada() }));
    const firebaseApp = jest.fn<Promise<FirebaseApp>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(app);
    const store = accountStoreFor({ mode: 'firestore' }, firebaseApp);
    store.warm();
    await new Promise(process.nextTick);
    expect(await store.read('u1')).toEqual(ada());
    expect(firebaseApp).toHaveBeenCalledTimes(2);
  });

  it("reports a Firebase app that cannot load as 'unavailable', and tries again on the next call", async () => {
    mockFirestore.storeFor.mockReturnValue(createMemoryAccountStore({ u1: ada() }));
    const firebaseApp = jest.fn<Promise<FirebaseApp>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(app);
    const store = accountStoreFor({ mode: 'firestore' }, firebaseApp);
    const error = await store.read('u1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountStoreError);
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(await store.read('u1')).toEqual(ada());
    expect(firebaseApp).toHaveBeenCalledTimes(2);
  });

  it("passes the adapter's own errors through unchanged", async () => {
    mockFirestore.storeFor.mockReturnValue(createMemoryAccountStore());
    const store = accountStoreFor({ mode: 'firestore' }, async () => app);
    await expect(store.listOrders('ghost')).rejects.toMatchObject({ code: 'not-found', message: 'User not found' });
  });
});
