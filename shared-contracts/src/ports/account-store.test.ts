import { newAccountDocument } from '../domain/account';
import { sampleProduct } from '../testing/sample-product';
import { type Listing } from './account-store';
import { createMemoryAccountStore } from './memory-account-store';
import { accountStoreContract } from './account-store.contract';

accountStoreContract('createMemoryAccountStore', async ({ now }) => ({ store: createMemoryAccountStore({}, { now }) }));

const adaUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const ada = () => newAccountDocument(adaUser, new Date(2025, 0, 15));

describe('createMemoryAccountStore seeds', () => {
  it('starts from seeded documents without sharing them', async () => {
    const seed = { u1: ada() };
    const store = createMemoryAccountStore(seed);
    seed.u1.user.primaryInformation.firstName = 'Changed';
    expect((await store.read('u1'))?.user.primaryInformation.firstName).toBe('Ada');
  });

  it('starts from seeded listings, newest first, and numbers new ones after them', async () => {
    const old: Listing = { ...sampleProduct(1, { name: 'Old Kaftan' }), id: 'listing-1', sellerId: 'u1', createdAt: 1000 };
    const store = createMemoryAccountStore({ u1: ada() }, { listings: [old], now: () => 5000 });
    const added = await store.addListing('u1', sampleProduct(2, { name: 'New Gele' }));
    expect(added).toMatchObject({ id: 'listing-2', createdAt: 5000, sellerId: 'u1' });
    expect((await store.listListings()).map((l) => l.id)).toEqual(['listing-2', 'listing-1']);
  });
});
