import { ORDER_STATUSES } from 'shared-contracts/core';
import { createMemoryAccountStore, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { SAMPLE_LISTINGS, SAMPLE_ORDERS, SAMPLE_REVIEWS, sampleAccountStoreWithHistory, seedSampleOrders } from './sample-account-data';

describe('the QA harness sample account', () => {
  it('holds ten orders of 2025 with every status, in whole naira', () => {
    expect(SAMPLE_ORDERS).toHaveLength(10);
    expect(new Set(SAMPLE_ORDERS.map((o) => o.id)).size).toBe(10);
    expect(new Set(SAMPLE_ORDERS.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    for (const o of SAMPLE_ORDERS) {
      expect(o.date.startsWith('2025-')).toBe(true);
      expect(Number.isInteger(o.total)).toBe(true);
      expect(o.total).toBeGreaterThan(o.items.reduce((sum, i) => sum + i.price * i.quantity, 0));
    }
  });

  it('gives tracking numbers to dispatched and arrived orders only', () => {
    for (const o of SAMPLE_ORDERS) {
      expect(o.trackingNumber !== undefined).toBe(o.status === 'dispatched' || o.status === 'arrived');
    }
  });

  it("seeds the orders, reviews and listings into the sample shopper's account", async () => {
    const store = sampleAccountStoreWithHistory();
    const uid = SAMPLE_SHOPPER.uid!;
    expect(await store.listOrders(uid)).toHaveLength(10);
    expect((await store.read(uid))?.reviews).toEqual(SAMPLE_REVIEWS);
    expect((await store.listMyListings(uid)).map((l) => l.name)).toEqual(SAMPLE_LISTINGS.map((l) => l.name));
    expect((await store.read(uid))?.user.primaryInformation.firstName).toBe('Ada');
  });

  it('seeds the orders into any store through the port, once however often it runs', async () => {
    const store = sampleAccountStore();
    await seedSampleOrders(store);
    await seedSampleOrders(store);
    expect(await store.listOrders(SAMPLE_SHOPPER.uid!)).toHaveLength(10);
    await expect(seedSampleOrders(createMemoryAccountStore())).rejects.toThrow('User not found');
  });
});
