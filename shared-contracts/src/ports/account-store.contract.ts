import { newAccountDocument } from '../domain/account';
import type { AccountPreferences } from '../types/forms';
import type { ShopNotification } from '../types/notification';
import type { Order } from '../types/order';
import type { Product } from '../types/product';
import type { AccountDocument } from '../types/user';
import { type AccountStore } from './account-store';
import { ServerCallError } from './server-call';

/** The clock the suite hands an adapter, so "newest first" does not depend on real time. */
export interface ContractClock {
  now: () => number;
}

export interface ContractStore {
  store: AccountStore;
  /** Called after each test, e.g. to clear an emulator or close a database. */
  cleanup?: () => Promise<void>;
}

const START = Date.UTC(2025, 0, 15, 9, 0, 0);

const account = (uid: string, displayName: string): AccountDocument =>
  newAccountDocument({ uid, email: `${uid}@example.com`, displayName, photoUrl: null, providerId: 'google.com' }, new Date(START));

const order = (id: string, date: string, extra: Partial<Order> = {}): Order => ({
  id,
  status: 'paid',
  items: [{ name: 'Linen Shirt', price: 4500, quantity: 2, image: '/images/shirt.svg' }],
  total: 9000,
  date,
  paymentMethod: 'Card',
  shippingAddress: '12 Allen Avenue, Ikeja',
  ...extra,
});

const notification = (id: string, extra: Partial<ShopNotification> = {}): ShopNotification => ({
  id,
  type: 'onboarding',
  title: 'Welcome! Complete Your Profile',
  message: 'Please update your personal information so we can serve you better.',
  isRead: false,
  isPersistent: true,
  createdAt: START,
  actionUrl: '/account',
  actionText: 'Complete Profile',
  ...extra,
});

const product = (name: string, price: number): Omit<Product, 'id' | 'sellerId'> => ({
  name,
  image: '/images/item.svg',
  images: ['/images/item.svg'],
  price,
  description: `${name}, barely used`,
  details: ['Colour: blue'],
  rating: 0,
  reviewCount: 0,
  isNew: true,
  category: 'tops',
  stock: 3,
  discountPercentage: 0,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  brand: 'Ankara House',
});

async function expectNotFound(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServerCallError);
  expect(error).toMatchObject({ code: 'not-found', message: 'User not found' });
}

/**
 * The behaviour every AccountStore adapter owes the shop: the doc comments of the port, checked.
 * `makeStore` gives a fresh, empty store for each test; adapters take `clock.now` for listing times.
 */
export function accountStoreContract(name: string, makeStore: (clock: ContractClock) => Promise<ContractStore>) {
  describe(`${name} (AccountStore contract)`, () => {
    let store: AccountStore;
    let cleanup: (() => Promise<void>) | undefined;
    let ticks: number;

    beforeEach(async () => {
      ticks = 0;
      // Each reading is a minute later than the one before: listings never share a time.
      const made = await makeStore({ now: () => START + 60_000 * ++ticks });
      store = made.store;
      cleanup = made.cleanup;
    });

    afterEach(async () => {
      await cleanup?.();
    });

    describe('account documents', () => {
      it("creates a document once, says 'exists' after that, and never overwrites it", async () => {
        const ada = account('u1', 'Ada Obi');
        expect(await store.create('u1', ada)).toBe('created');
        expect(await store.read('u1')).toEqual(ada);
        expect(await store.create('u1', account('u1', 'Someone Else'))).toBe('exists');
        expect(await store.read('u1')).toEqual(ada);
      });

      it('keeps an updated document when the shopper signs up again', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await store.updatePrimaryInformation('u1', { phone: '+2348012345678' });
        expect(await store.create('u1', account('u1', 'Ada Obi'))).toBe('exists');
        expect((await store.read('u1'))?.user.primaryInformation.phone).toBe('+2348012345678');
      });

      it('reads null for a uid with no document', async () => {
        expect(await store.read('nobody')).toBeNull();
        await store.create('u1', account('u1', 'Ada Obi'));
        expect(await store.read('nobody')).toBeNull();
      });

      it('keeps documents apart by uid', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await store.create('u2', account('u2', 'Bayo Ade'));
        await store.updateLocation('u2', { city: 'Ibadan' });
        expect((await store.read('u1'))?.user.location.city).toBeNull();
        expect((await store.read('u2'))?.user.primaryInformation.firstName).toBe('Bayo');
      });
    });

    describe('merging profile and location', () => {
      it('merges into primaryInformation, resolves to the merged value and keeps it', async () => {
        const ada = account('u1', 'Ada');
        await store.create('u1', ada);
        const merged = await store.updatePrimaryInformation('u1', { lastName: 'Obi', phone: '+2348012345678', middleName: null });
        const expected = { ...ada.user.primaryInformation, lastName: 'Obi', phone: '+2348012345678', middleName: null };
        expect(merged).toEqual(expected);
        const stored = await store.read('u1');
        expect(stored?.user.primaryInformation).toEqual(expected);
        expect(stored?.user.location).toEqual(ada.user.location);
        expect(stored?.orders).toEqual([]);
      });

      it('merges into location, resolves to the merged value and keeps it', async () => {
        const ada = account('u1', 'Ada Obi');
        await store.create('u1', ada);
        await store.updateLocation('u1', { city: 'Ikeja' });
        const merged = await store.updateLocation('u1', { state: 'Lagos', geoCoordinates: { latitude: 6.6, longitude: 3.35 } });
        const expected = { ...ada.user.location, city: 'Ikeja', state: 'Lagos', geoCoordinates: { latitude: 6.6, longitude: 3.35 } };
        expect(merged).toEqual(expected);
        const stored = await store.read('u1');
        expect(stored?.user.location).toEqual(expected);
        expect(stored?.user.primaryInformation).toEqual(ada.user.primaryInformation);
      });
    });

    describe('a uid with no document', () => {
      it("rejects every per-shopper call with ServerCallError 'not-found' ('User not found')", async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await expectNotFound(store.updatePrimaryInformation('ghost', { firstName: 'X' }));
        await expectNotFound(store.updateLocation('ghost', { city: 'X' }));
        await expectNotFound(store.listOrders('ghost'));
        await expectNotFound(store.addOrder('ghost', order('ORD-1', '2025-01-15')));
        await expectNotFound(store.listNotifications('ghost'));
        await expectNotFound(store.saveNotifications('ghost', [notification('n1')]));
        await expectNotFound(store.readPreferences('ghost'));
        await expectNotFound(store.savePreferences('ghost', { appearance: { theme: 'dark' } }));
        await expectNotFound(store.addListing('ghost', product('Ghost Shirt', 1000)));
        await expectNotFound(store.listMyListings('ghost'));
      });

      it('writes nothing when such a call fails', async () => {
        await expectNotFound(store.updatePrimaryInformation('ghost', { firstName: 'X' }));
        await expectNotFound(store.addListing('ghost', product('Ghost Shirt', 1000)));
        expect(await store.read('ghost')).toBeNull();
      });
    });

    describe('copies', () => {
      it('stores its own copy: changing what was given or read changes nothing stored', async () => {
        const given = account('u1', 'Ada Obi');
        await store.create('u1', given);
        given.user.primaryInformation.firstName = 'Changed';
        given.user.location.geoCoordinates!.latitude = 1;
        const read = (await store.read('u1'))!;
        read.user.primaryInformation.firstName = 'Changed again';
        read.orders.push(order('ORD-X', '2025-01-01'));
        const again = (await store.read('u1'))!;
        expect(again.user.primaryInformation.firstName).toBe('Ada');
        expect(again.user.location.geoCoordinates?.latitude).toBeNull();
        expect(again.orders).toEqual([]);
      });

      it('shares nothing through patches, merged values, orders, notifications or preferences', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const coordinates = { latitude: 6.6, longitude: 3.35 };
        const merged = await store.updateLocation('u1', { geoCoordinates: coordinates });
        coordinates.latitude = 0;
        merged.geoCoordinates!.longitude = 0;
        (await store.updatePrimaryInformation('u1', { phone: '+2348012345678' })).phone = 'changed';
        expect((await store.read('u1'))?.user.location.geoCoordinates).toEqual({ latitude: 6.6, longitude: 3.35 });
        expect((await store.read('u1'))?.user.primaryInformation.phone).toBe('+2348012345678');

        const placed = order('ORD-1', '2025-01-15');
        await store.addOrder('u1', placed);
        placed.items[0]!.quantity = 99;
        (await store.listOrders('u1'))[0]!.status = 'returned';
        expect(await store.listOrders('u1')).toEqual([order('ORD-1', '2025-01-15')]);

        const items = [notification('n1')];
        await store.saveNotifications('u1', items);
        items[0]!.isRead = true;
        (await store.listNotifications('u1'))[0]!.title = 'changed';
        expect(await store.listNotifications('u1')).toEqual([notification('n1')]);

        const patch: AccountPreferences = { appearance: { theme: 'dark' } };
        const saved = await store.savePreferences('u1', patch);
        patch.appearance!.theme = 'light';
        saved.appearance!.compactMode = true;
        (await store.readPreferences('u1')).appearance!.language = 'yo';
        expect(await store.readPreferences('u1')).toEqual({ appearance: { theme: 'dark' } });
      });

      it('shares nothing through listings', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const given = product('Blue Kaftan', 15000);
        const listed = await store.addListing('u1', given);
        given.details.push('changed');
        listed.name = 'changed';
        (await store.listMyListings('u1'))[0]!.price = 1;
        (await store.listMyListings('u1'))[0]!.images.push('changed');
        const { id, createdAt } = listed;
        expect(await store.listMyListings('u1')).toEqual([{ ...product('Blue Kaftan', 15000), id, sellerId: 'u1', createdAt }]);
      });
    });

    describe('orders', () => {
      it('lists no orders for a new account', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        expect(await store.listOrders('u1')).toEqual([]);
      });

      it('adds orders and lists them newest first', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const january = order('ORD-1', '2025-01-15T10:00:00.000Z');
        const march = order('ORD-3', '2025-03-02T08:30:00.000Z', { status: 'dispatched', trackingNumber: 'TRK-1' });
        const february = order('ORD-2', '2025-02-20T18:45:00.000Z', { paymentReference: 'ref-2' });
        await store.addOrder('u1', january);
        await store.addOrder('u1', march);
        await store.addOrder('u1', february);
        expect(await store.listOrders('u1')).toEqual([march, february, january]);
        expect((await store.read('u1'))?.orders).toHaveLength(3);
      });

      it('saves a retried order once: the same id replaces, never doubles', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const placed = order('ORD-1', '2025-01-15T10:00:00.000Z', { paymentReference: 'ref-1' });
        await store.addOrder('u1', placed);
        await store.addOrder('u1', placed);
        await store.addOrder('u1', order('ORD-2', '2025-01-16T10:00:00.000Z'));
        expect((await store.listOrders('u1')).map((o) => o.id)).toEqual(['ORD-2', 'ORD-1']);
      });

      it("keeps one shopper's orders out of another's", async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await store.create('u2', account('u2', 'Bayo Ade'));
        await store.addOrder('u1', order('ORD-1', '2025-01-15'));
        expect(await store.listOrders('u2')).toEqual([]);
      });
    });

    describe('notifications', () => {
      it('lists none for a new account, then exactly the list last saved', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        expect(await store.listNotifications('u1')).toEqual([]);
        const placed = notification('n2', { type: 'success', title: 'Order placed', isPersistent: false, expiresAt: START + 5000 });
        const first = [notification('n1'), placed];
        await store.saveNotifications('u1', first);
        expect(await store.listNotifications('u1')).toEqual(first);
        const second = [{ ...first[1]!, isRead: true }];
        await store.saveNotifications('u1', second);
        expect(await store.listNotifications('u1')).toEqual(second);
        await store.saveNotifications('u1', []);
        expect(await store.listNotifications('u1')).toEqual([]);
      });
    });

    describe('preferences', () => {
      it('reads empty preferences for a new account', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        expect(await store.readPreferences('u1')).toEqual({});
      });

      it('merges each saved section into what was there and resolves to the result', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await store.savePreferences('u1', { notifications: { emailNotifications: true, promotions: true }, privacy: { showEmail: false } });
        const merged = await store.savePreferences('u1', {
          notifications: { promotions: false },
          appearance: { theme: 'dark', currency: 'NGN' },
        });
        const expected = {
          notifications: { emailNotifications: true, promotions: false },
          privacy: { showEmail: false },
          appearance: { theme: 'dark', currency: 'NGN' },
        };
        expect(merged).toEqual(expected);
        expect(await store.readPreferences('u1')).toEqual(expected);
        expect((await store.read('u1'))?.user.primaryInformation.firstName).toBe('Ada');
      });
    });

    describe('early-bird registrations (contracts 1.10)', () => {
      const registration = (email: string, firstName = 'Chiamaka') => ({
        firstName,
        lastName: 'Eze',
        email,
        phone: '',
        company: '',
        images: [{ title: 'Kente bag', image: 'data:image/png;base64,iVBORw0KGgo=' }],
      });

      it('keeps one registration per email, in any letter case, and says when it updated one', async () => {
        expect(await store.registerEarlyBird!(registration('chiamaka@example.ng'))).toBe('registered');
        expect(await store.registerEarlyBird!(registration('  Chiamaka@Example.NG ', 'Chi'))).toBe('updated');
        expect(await store.registerEarlyBird!(registration('bayo@example.ng', 'Bayo'))).toBe('registered');
      });

      it('takes a visitor: no account is needed', async () => {
        expect(await store.read('u1')).toBeNull();
        expect(await store.registerEarlyBird!(registration('visitor@example.ng'))).toBe('registered');
      });
    });

    describe('listings', () => {
      it('publishes a listing with its seller, an id and the time', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const given = { ...product('Blue Kaftan', 15000), sellerId: 'someone-else' };
        const listed = await store.addListing('u1', given);
        expect(listed).toEqual({ ...product('Blue Kaftan', 15000), id: expect.any(String), sellerId: 'u1', createdAt: START + 60_000 });
        expect(listed.id).not.toBe('');
        expect(await store.listMyListings('u1')).toEqual([listed]);
      });

      it('gives every listing its own id', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const a = await store.addListing('u1', product('Blue Kaftan', 15000));
        const b = await store.addListing('u1', product('Blue Kaftan', 15000));
        expect(a.id).not.toBe(b.id);
      });

      it("lists a seller's own listings newest first, and no one else's", async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await store.create('u2', account('u2', 'Bayo Ade'));
        expect(await store.listMyListings('u1')).toEqual([]);
        const kaftan = await store.addListing('u1', product('Blue Kaftan', 15000));
        const sandals = await store.addListing('u2', product('Leather Sandals', 8000));
        const gele = await store.addListing('u1', product('Aso Oke Gele', 12000));
        expect(await store.listMyListings('u1')).toEqual([gele, kaftan]);
        expect(await store.listMyListings('u2')).toEqual([sandals]);
      });

      it('lets a seller change their listing (contracts 2.1): only what the edit names, the name, category and page kept', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const listed = await store.addListing('u1', product('Blue Kaftan', 15000));
        const updated = await store.updateListing!('u1', listed.id, { price: 16500, stock: 1, description: 'Mended at the hem', images: ['/images/new.svg', '/images/item.svg'] });
        expect(updated).toMatchObject({
          id: listed.id,
          name: 'Blue Kaftan',
          category: 'tops',
          slug: listed.slug,
          sellerId: 'u1',
          createdAt: listed.createdAt,
          price: 16500,
          stock: 1,
          description: 'Mended at the hem',
          images: ['/images/new.svg', '/images/item.svg'],
          image: '/images/new.svg',
        });
        expect(await store.listMyListings('u1')).toEqual([updated]);
        const again = await store.updateListing!('u1', listed.id, { stock: 2 });
        expect(again).toMatchObject({ price: 16500, stock: 2, description: 'Mended at the hem' });
      });

      it('takes a listing off sale and puts it back, and tells it apart from a draft that never was on sale', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const listed = await store.addListing('u1', product('Blue Kaftan', 15000));
        expect(await store.updateListing!('u1', listed.id, { isActive: false })).toMatchObject({ isActive: false, wasOnSale: true });
        expect((await store.listMyListings('u1'))[0]).toMatchObject({ isActive: false, wasOnSale: true });
        expect(await store.updateListing!('u1', listed.id, { isActive: true })).toMatchObject({ isActive: true, slug: listed.slug });
        const draft = await store.addListing('u1', { ...product('Aso Oke Gele', 12000), isActive: false } as Omit<Product, 'id' | 'sellerId'>);
        const edited = await store.updateListing!('u1', draft.id, { price: 13000 });
        // Absent, being on sale now says it: this draft never was.
        expect([edited.isActive, edited.wasOnSale ?? edited.isActive]).toEqual([false, false]);
        expect(await store.updateListing!('u1', draft.id, { isActive: true })).toMatchObject({ isActive: true, wasOnSale: true });
      });

      it("refuses another seller's listing and an id that is none alike, 'not-found' ('No such listing'), changing nothing", async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        await store.create('u2', account('u2', 'Bayo Ade'));
        const listed = await store.addListing('u1', product('Blue Kaftan', 15000));
        for (const [uid, id] of [['u2', listed.id], ['u1', 'listing-none']] as const) {
          const error = await store.updateListing!(uid, id, { price: 1 }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(ServerCallError);
          expect(error).toMatchObject({ code: 'not-found', message: 'No such listing' });
        }
        expect(await store.listMyListings('u1')).toEqual([listed]);
      });

      it('shares nothing through an edit', async () => {
        await store.create('u1', account('u1', 'Ada Obi'));
        const listed = await store.addListing('u1', product('Blue Kaftan', 15000));
        const images = ['/images/new.svg'];
        const updated = await store.updateListing!('u1', listed.id, { images });
        images.push('changed');
        updated.images.push('changed too');
        expect((await store.listMyListings('u1'))[0]!.images).toEqual(['/images/new.svg']);
      });

      it('keeps listings out of every account document', async () => {
        const ada = account('u1', 'Ada Obi');
        const bayo = account('u2', 'Bayo Ade');
        await store.create('u1', ada);
        await store.create('u2', bayo);
        await store.addListing('u1', product('Blue Kaftan', 15000));
        expect(await store.read('u1')).toEqual(ada);
        expect(await store.read('u2')).toEqual(bayo);
      });
    });
  });
}
