/** @jest-environment node */
// fake-indexeddb needs structuredClone, which jsdom lacks; the store itself needs no DOM.
import { IDBFactory } from 'fake-indexeddb';
import { AccountStoreError, newAccountDocument, type Order } from 'shared-contracts';
import { accountStoreContract } from 'shared-contracts/contract-tests';
import { ACCOUNT_DB_NAME, createIndexedDbAccountStore } from './indexeddb-account-store';

accountStoreContract('createIndexedDbAccountStore', async ({ now }) => ({
  store: createIndexedDbAccountStore({ indexedDB: new IDBFactory(), now }),
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
};

/** A factory whose open request ends the way `settle` says, as browsers in private mode do. */
function failingFactory(settle: (req: Record<string, unknown>) => void): IDBFactory {
  return {
    open: () => {
      const req: Record<string, unknown> = { error: new DOMException('no storage', 'InvalidStateError') };
      queueMicrotask(() => settle(req));
      return req as unknown as IDBOpenDBRequest;
    },
  } as unknown as IDBFactory;
}

async function rejection(call: Promise<unknown>): Promise<AccountStoreError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AccountStoreError);
  return error as AccountStoreError;
}

describe('createIndexedDbAccountStore', () => {
  it('keeps data across reloads: a new store on the same database reads it', async () => {
    const indexedDB = new IDBFactory();
    const before = createIndexedDbAccountStore({ indexedDB });
    await before.create('u1', ada());
    await before.addOrder('u1', order);
    await before.addListing('u1', sampleListing());
    const after = createIndexedDbAccountStore({ indexedDB });
    expect(await after.read('u1')).toEqual({ ...ada(), orders: [order] });
    expect(await after.listMyListings('u1')).toHaveLength(1);
  });

  it(`uses one database named ${ACCOUNT_DB_NAME} with accounts and listings`, async () => {
    const indexedDB = new IDBFactory();
    await createIndexedDbAccountStore({ indexedDB }).listListings();
    expect((await indexedDB.databases()).map((d) => d.name)).toEqual([ACCOUNT_DB_NAME]);
    const db = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open(ACCOUNT_DB_NAME);
      req.onsuccess = () => resolve(req.result);
    });
    expect([...db.objectStoreNames]).toEqual(['accounts', 'listings']);
    db.close();
  });

  it('writes nothing when a write fails part way', async () => {
    const store = createIndexedDbAccountStore({ indexedDB: new IDBFactory() });
    await store.create('u1', ada());
    // A function cannot be stored: the put fails after the read, and the transaction rolls back.
    const bad = { ...order, items: [{ ...order.items[0]!, image: (() => '') as unknown as string }] };
    expect((await rejection(store.addOrder('u1', bad))).code).toBe('unknown');
    expect(await store.listOrders('u1')).toEqual([]);
    expect(await store.read('u1')).toEqual(ada());
  });

  it("is 'unavailable' when there is no IndexedDB at all", async () => {
    expect('indexedDB' in globalThis).toBe(false);
    const store = createIndexedDbAccountStore();
    expect((await rejection(store.read('u1'))).code).toBe('unavailable');
  });

  it("is 'unavailable' when the browser refuses to open the database (private mode)", async () => {
    const throwing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect((await rejection(createIndexedDbAccountStore({ indexedDB: throwing }).read('u1'))).code).toBe('unavailable');
    const erroring = failingFactory((req) => (req.onerror as () => void)());
    expect((await rejection(createIndexedDbAccountStore({ indexedDB: erroring }).create('u1', ada()))).code).toBe('unavailable');
  });

  it("is 'unavailable' when another tab blocks the database", async () => {
    const blocked = failingFactory((req) => (req.onblocked as () => void)());
    expect((await rejection(createIndexedDbAccountStore({ indexedDB: blocked }).listListings())).code).toBe('unavailable');
  });

  it('tries to open the database again after a failed attempt', async () => {
    const real = new IDBFactory();
    let attempts = 0;
    const flaky = {
      open: (name: string, version?: number) => {
        attempts += 1;
        if (attempts === 1) throw new DOMException('busy', 'UnknownError');
        return real.open(name, version);
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbAccountStore({ indexedDB: flaky });
    expect((await rejection(store.read('u1'))).code).toBe('unavailable');
    expect(await store.create('u1', ada())).toBe('created');
    expect(await store.read('u1')).toEqual(ada());
  });

  it("gives way to a newer version opened in another tab, and is 'unavailable' to this older one", async () => {
    const indexedDB = new IDBFactory();
    const store = createIndexedDbAccountStore({ indexedDB });
    await store.create('u1', ada());
    // A later build opening version 2 must not be blocked by this tab's connection.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(ACCOUNT_DB_NAME, 2);
      req.onblocked = () => reject(new Error('blocked'));
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
    });
    expect((await rejection(store.read('u1'))).code).toBe('unavailable');
  });
});

function sampleListing() {
  return {
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
}
