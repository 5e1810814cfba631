import type { Listing, Order, OrderItem, Review, Sale, ShippingMethodId } from 'shared-contracts';
import { newAccountDocument, shippingCost, taxOf } from 'shared-contracts/core';
import { createMemoryAccountStore, SAMPLE_SHOPPER } from 'shared-contracts/testing';

// QA only: the spec's app shows "10 sample orders"; this shop shows the shopper's real ones. The
// harness starts with these so every order list, tile and section can be seen without checking out.

/** The pretend server's in-memory store: a harness's `callServer` answers from it, and tests look into it. */
export type MemoryServerStore = ReturnType<typeof createMemoryAccountStore>;

const SHOPPER_UID = SAMPLE_SHOPPER.uid!;
const ADDRESS = '12 Allen Avenue, Ikeja, Lagos 100271, Nigeria';

const item = (name: string, price: number, quantity = 1): OrderItem => ({ name, price, quantity, image: '' });

/** An order totalled the way checkout totals one: subtotal + shipping + 8 % tax. */
function order(
  id: string,
  status: Order['status'],
  date: string,
  items: OrderItem[],
  extra: { method?: ShippingMethodId; paymentMethod?: string; trackingNumber?: string; steps?: Pick<Order, 'actions' | 'history' | 'courier'> } = {},
): Order {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return {
    id,
    status,
    items,
    total: subtotal + shippingCost(extra.method ?? 'standard') + taxOf(subtotal),
    date,
    paymentMethod: extra.paymentMethod ?? 'Card',
    shippingAddress: ADDRESS,
    ...(extra.trackingNumber ? { trackingNumber: extra.trackingNumber } : {}),
    paymentReference: `SHOP-SAMPLE-${id.slice(-4)}`,
    ...extra.steps,
  };
}

/** Arrived yesterday, so QA sees both of the buyer's steps: confirm receipt, and return within 7 days. */
const ARRIVED_YESTERDAY = Date.now() - 24 * 60 * 60 * 1000;

/** Ten orders of 2025, every status at least once; tracking numbers only on dispatched and arrived ones. */
export const SAMPLE_ORDERS: readonly Order[] = [
  order('ORD-2025-1118', 'paid', '2025-11-18T14:32:00.000Z', [item('Wireless Earbuds', 24500), item('USB-C Charging Cable', 3500, 2)]),
  order('ORD-2025-1109', 'paid', '2025-11-09T09:10:00.000Z', [item('Ankara Print Tote Bag', 8500)], { paymentMethod: 'Bank Transfer' }),
  order('ORD-2025-1102', 'sealed', '2025-11-02T17:45:00.000Z', [item('Non-stick Frying Pan', 15800), item('Wooden Spatula Set', 4200)], {
    method: 'express',
  }),
  order('ORD-2025-1021', 'dispatched', '2025-10-21T11:05:00.000Z', [item('Running Shoes', 38900)], {
    method: 'express',
    trackingNumber: 'OJA-TRK-550182',
  }),
  order('ORD-2025-1015', 'dispatched', '2025-10-15T08:20:00.000Z', [item('Shea Butter (500 g)', 6200, 3)], {
    paymentMethod: 'USSD',
    trackingNumber: 'OJA-TRK-549907',
  }),
  order('ORD-2025-0930', 'arrived', '2025-09-30T16:00:00.000Z', [item('Office Chair', 89000)], {
    method: 'overnight',
    trackingNumber: 'OJA-TRK-547311',
    steps: {
      courier: 'GIG Logistics',
      actions: ['confirm', 'return'],
      history: [
        { status: 'paid', at: Date.parse('2025-09-30T16:00:00.000Z') },
        { status: 'sealed', at: ARRIVED_YESTERDAY - 3 * 24 * 60 * 60 * 1000 },
        { status: 'dispatched', at: ARRIVED_YESTERDAY - 2 * 24 * 60 * 60 * 1000 },
        { status: 'arrived', at: ARRIVED_YESTERDAY },
      ],
    },
  }),
  order('ORD-2025-0812', 'confirmed', '2025-08-12T12:40:00.000Z', [item('Bluetooth Speaker', 27500), item('AA Batteries (8 pack)', 2900)], {
    steps: { actions: ['review'] },
  }),
  order('ORD-2025-0704', 'returned', '2025-07-04T10:15:00.000Z', [item('Denim Jacket', 32000)], { paymentMethod: 'Bank Transfer' }),
  order('ORD-2025-0520', 'reviewed', '2025-05-20T19:25:00.000Z', [item('Adire Throw Pillow', 7800, 2)]),
  order('ORD-2025-0309', 'reviewed', '2025-03-09T13:50:00.000Z', [item('Leather Sandals', 18500)]),
];

/** Three reviews of items from the sample orders. */
export const SAMPLE_REVIEWS: readonly Review[] = [
  {
    id: 'REV-2025-0601',
    item: 'Adire Throw Pillow',
    rating: 5,
    comment: 'Beautiful indigo dye and the stitching is solid. Brightened up my living room.',
    date: '2025-06-01T10:00:00.000Z',
  },
  {
    id: 'REV-2025-0322',
    item: 'Leather Sandals',
    rating: 4,
    comment: 'Comfortable from day one. Runs slightly large, so order half a size down.',
    date: '2025-03-22T18:30:00.000Z',
  },
  {
    id: 'REV-2025-0825',
    item: 'Bluetooth Speaker',
    rating: 3,
    comment: 'Loud and clear, but the battery lasts about six hours, not the ten advertised.',
    date: '2025-08-25T08:45:00.000Z',
  },
];

const listing = (id: string, name: string, price: number, category: string, createdAt: number): Listing => ({
  id,
  name,
  image: '',
  images: [],
  price,
  description: `${name}, listed by a shopper.`,
  details: [],
  rating: 0,
  reviewCount: 0,
  isNew: true,
  category,
  stock: 5,
  discountPercentage: 0,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  sellerId: SHOPPER_UID,
  createdAt,
});

/** Two items the sample shopper listed for sale. */
export const SAMPLE_LISTINGS: readonly Listing[] = [
  listing('sample-listing-2', 'Handwoven Raffia Basket', 12500, 'Home & Garden', Date.UTC(2025, 9, 3)),
  listing('sample-listing-1', 'Secondhand Physics Textbook', 6000, 'Books', Date.UTC(2025, 5, 14)),
];

/** Two of those listings sold, as the shop's server reports sales to their seller. */
/** A seller's sales in every state, each with the steps the seller may take (issue 19). */
export const SAMPLE_SALES: readonly Sale[] = [
  { id: 'ORD-2025-1120', item: 'Handwoven Raffia Basket × 2', status: 'paid', price: 25000, date: '2025-11-20T09:30:00.000Z', buyer: { firstName: 'Ngozi', city: 'Enugu' }, actions: ['seal'] },
  { id: 'ORD-2025-1102', item: 'Adire Throw Pillow', status: 'sealed', price: 18500, date: '2025-11-02T11:00:00.000Z', buyer: { firstName: 'Emeka', city: 'Owerri' }, actions: ['dispatch'] },
  {
    id: 'ORD-2025-1015', item: 'Kente Stole', status: 'dispatched', price: 9000, date: '2025-10-15T08:45:00.000Z', buyer: { firstName: 'Aisha', city: 'Kano' },
    actions: ['arrive'], courier: 'GIG Logistics', trackingNumber: 'GIG-2025-1015',
  },
  { id: 'ORD-2025-0921', item: 'Leather Sandals', status: 'arrived', price: 15000, date: '2025-09-21T16:20:00.000Z', buyer: { firstName: 'Bola', city: 'Abeokuta' }, actions: [] },
  { id: 'ORD-2025-0810', item: 'Beaded Necklace', status: 'confirmed', price: 7500, date: '2025-08-10T10:05:00.000Z', buyer: { firstName: 'Chidi', city: 'Aba' }, actions: [] },
  { id: 'ORD-2025-0725', item: 'Ankara Tote', status: 'returned', price: 12500, date: '2025-07-25T13:30:00.000Z', buyer: { firstName: 'Funke', city: 'Akure' }, actions: [], returnReason: 'The strap came loose' },
  { id: 'ORD-2025-0702', item: 'Secondhand Physics Textbook', status: 'reviewed', price: 6000, date: '2025-07-02T15:10:00.000Z', buyer: { firstName: 'Tunde', city: 'Ibadan' }, actions: [], review: { rating: 5, comment: 'Like new, thank you' } },
];

/** Adds the sample orders to a shopper's account in a memory store (seeding, as the server never would). */
export async function seedSampleOrders(store: Pick<MemoryServerStore, 'addOrder'>, uid: string = SHOPPER_UID): Promise<void> {
  for (const o of SAMPLE_ORDERS) await store.addOrder(uid, o);
}

/** SAMPLE_SHOPPER's account with the sample orders, reviews and listings, in memory (reviews come with orders). */
export function sampleAccountStoreWithHistory(): MemoryServerStore {
  const doc = newAccountDocument(
    { uid: SHOPPER_UID, email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' },
    new Date(2025, 0, 15, 10, 0, 0),
  );
  doc.user.primaryInformation = { ...doc.user.primaryInformation, ...SAMPLE_SHOPPER.primaryInformation };
  doc.user.location = { ...doc.user.location, ...SAMPLE_SHOPPER.location };
  doc.orders = [...SAMPLE_ORDERS];
  doc.reviews = [...SAMPLE_REVIEWS];
  return createMemoryAccountStore({ [SHOPPER_UID]: doc }, { listings: [...SAMPLE_LISTINGS], sales: { [SHOPPER_UID]: [...SAMPLE_SALES] } });
}
