import { newAccountDocument } from '../domain/account';
import type { Listing } from '../types/listing';
import { createMemoryAccountStore } from './memory-account-store';
import { productSlug } from '../domain/slug';

const adaUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
/** A product as a seller lists it, plain but for its name. */
const sampleProduct = (id: number, { name }: { name: string }) => ({ id: String(id), name, image: '', images: [], price: 100, description: '', details: [], rating: 3, reviewCount: 0, isNew: false, category: 'tops', stock: 1, discountPercentage: 0, slug: productSlug(name), sellerId: '000000' });

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
    expect((await store.listMyListings('u1')).map((l) => l.id)).toEqual(['listing-2', 'listing-1']);
  });
});

describe('createMemoryAccountStore as a pretend server', () => {
  const priceOf = (id: string) => (id === 'p1' ? { name: 'Kaftan', image: '', unitPrice: 10_000 } : null);
  const shipping = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '08031234567', address: '1 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '100001', country: 'Nigeria' };
  const request = { items: [{ productId: 'p1', quantity: 1 }], shippingMethod: 'standard' as const, shipping };

  it('keeps a declined order unpaid, lists it, and pays it through a new attempt', async () => {
    let clock = 1_000;
    const store = createMemoryAccountStore({ u1: ada() }, { priceOf, now: () => clock });
    const placed = await store.placeOrder!('u1', request);
    await store.chargeSandbox!('u1', placed.reference, 'failed');
    expect(await store.listUnpaidOrders!('u1')).toEqual([expect.objectContaining({ id: placed.orderId, status: 'awaiting-payment', total: placed.total })]);

    clock += 1;
    const again = await store.resumePayment!('u1', placed.orderId);
    expect(again).toMatchObject({ status: 'awaiting-payment', amountKobo: placed.amountKobo, firstName: 'Ada', lastName: 'Obi' });
    if (again.status !== 'awaiting-payment') throw new Error('not resumed');
    expect(again.reference).not.toBe(placed.reference);
    await store.chargeSandbox!('u1', again.reference, 'success');
    await store.confirmPayment!('u1', placed.orderId);
    expect(await store.listUnpaidOrders!('u1')).toEqual([]);
    expect((await store.listOrders('u1'))[0]).toMatchObject({ id: placed.orderId, status: 'paid', paymentReference: again.reference });
    await expect(store.resumePayment!('u1', placed.orderId)).rejects.toMatchObject({ code: 'invalid', message: 'This order is already paid.' });
  });

  it('reads an unpaid order past its time as expired, and refuses to pay it', async () => {
    let clock = 1_000;
    const store = createMemoryAccountStore({ u1: ada() }, { priceOf, now: () => clock });
    const placed = await store.placeOrder!('u1', request);
    clock = placed.expiresAt;
    expect((await store.listUnpaidOrders!('u1'))[0]?.status).toBe('expired');
    await expect(store.resumePayment!('u1', placed.orderId)).rejects.toMatchObject({ code: 'invalid' });
  });
});
