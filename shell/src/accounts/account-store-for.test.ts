import { ServerCallError, newAccountDocument, type AccountStore } from 'shared-contracts';
import { createMemoryAccountStore } from 'shared-contracts/testing';
import type { ServerAccountStoreOptions } from './server-account-store';
import { accountStoreFor } from './account-store-for';

const mockServer = { loads: 0, failNext: false, options: [] as ServerAccountStoreOptions[], store: null as AccountStore | null };
jest.mock('./server-account-store', () => {
  mockServer.loads += 1;
  if (mockServer.failNext) {
    mockServer.failNext = false;
    throw new Error('ChunkLoadError');
  }
  return {
    createServerAccountStore: (options: ServerAccountStoreOptions) => {
      mockServer.options.push(options);
      return mockServer.store;
    },
  };
});

const URL_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1';
const ada = () => newAccountDocument({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date(2025, 0, 15));
const idToken = async () => 'token';

beforeEach(() => {
  jest.resetModules();
  Object.assign(mockServer, { loads: 0, failNext: false, options: [], store: createMemoryAccountStore({ u1: ada() }, { priceOf: () => ({ name: 'Tee', image: '', unitPrice: 4500 }) }) });
});

describe('accountStoreFor: the shop server’s client, loaded on first use', () => {
  it('loads nothing until first used, then one client with the url and the ID token source', async () => {
    const store = accountStoreFor({ mode: 'server', url: URL_BASE }, { idToken });
    expect(mockServer.options).toEqual([]);
    expect(await store.read('u1')).toEqual(ada());
    expect(await store.updateLocation('u1', { city: 'Ikeja' })).toMatchObject({ city: 'Ikeja' });
    expect(mockServer.options).toEqual([{ url: URL_BASE, idToken }]);
  });

  it('offers every operation of the port, the optional ones included, so a remote finds each it checks for', () => {
    const store = accountStoreFor({ mode: 'server', url: URL_BASE }, { idToken });
    expect(Object.keys(store).sort()).toEqual(Object.keys(mockServer.store!).sort());
  });

  it('passes order placement and its confirmation through', async () => {
    const store = accountStoreFor({ mode: 'server', url: URL_BASE }, { idToken });
    const shipping = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '1', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '1', country: 'Nigeria' };
    const placed = await store.placeOrder!('u1', { items: [{ productId: 'p1', quantity: 2 }], shippingMethod: 'standard', shipping });
    expect(placed.amountKobo).toBe((9000 + 599 + 720) * 100);
    await store.chargeSandbox!('u1', placed.reference, 'success');
    expect(await store.confirmPayment!('u1', placed.orderId)).toEqual({ status: 'paid', paidNow: true });
    expect((await store.listOrders('u1')).map((o) => o.paymentReference)).toEqual([placed.reference]);
  });

  it("reports a client that cannot load as 'unavailable', and tries again on the next call", async () => {
    mockServer.failNext = true;
    const store = accountStoreFor({ mode: 'server', url: URL_BASE }, { idToken });
    const error = await store.read('u1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerCallError);
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(await store.read('u1')).toEqual(ada());
  });

  it("passes the client's own errors through unchanged", async () => {
    const store = accountStoreFor({ mode: 'server', url: URL_BASE }, { idToken });
    await expect(store.listOrders('ghost')).rejects.toMatchObject({ code: 'not-found', message: 'User not found' });
  });
});
