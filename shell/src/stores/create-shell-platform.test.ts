import {
  createBus,
  LOGGED_OUT,
  MESSAGES,
  sessionForStorage,
  type AccountDocument,
  type CartLine,
  type SessionUser,
  type ShopNotification,
} from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import {
  createMemoryAccountStore,
  createMemoryIdentity,
  memoryCallServer,
  type MemoryAccountStore,
} from 'shared-contracts/testing';
import { createShellPlatform, NOTIFICATION_REFRESH_MS } from './create-shell-platform';
import { browserStorage, type KeyValueStorage } from './persistence';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const config = { catalogApiUrl: 'http://shop.test/api/catalog', payment: { provider: 'sandbox' as const } };

const complete: SessionUser = {
  providerId: 'google.com',
  uid: 'u1',
  isLoggedIn: true,
  primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678' },
  location: { city: 'Ikeja' },
};
const incomplete: SessionUser = { ...complete, primaryInformation: { firstName: 'Ada', email: 'ada@example.com' } };

const line: CartLine = {
  product: { id: 't1', name: 'Cotton Tee', image: '', price: 4500, total: 9000, addedAt: '2025-01-15T10:00:00.000Z', sellerId: '000000' },
  quantity: 2,
};
const stored = (id: string, extra: Partial<ShopNotification> = {}): ShopNotification => ({
  id,
  type: 'success',
  title: `Note ${id}`,
  message: 'm',
  isRead: false,
  isPersistent: false,
  createdAt: NOW - HOUR,
  ...extra,
});

/** An in-memory storage that records every write, as the shell's persistence sees it. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const writes: [string, string | null][] = [];
  const storage: KeyValueStorage = {
    read: (key) => data.get(key) ?? null,
    write: (key, value) => {
      writes.push([key, value]);
      if (value === null) data.delete(key);
      else data.set(key, value);
    },
  };
  return { storage, data, writes };
}

let disposers: (() => void)[] = [];
function setup(initial: Record<string, string> = {}, storage?: KeyValueStorage, accounts?: MemoryAccountStore) {
  const fake = fakeStorage(initial);
  const bus = createBus();
  let clock = NOW;
  // Ada's token: the pages of these tests start with her signed in.
  const callServer = accounts && memoryCallServer(accounts, () => ({ uid: 'u1', user: null }));
  const shell = createShellPlatform(bus, storage ?? fake.storage, config, { now: () => clock, win: window, callServer, schedule: (task) => task() });
  disposers.push(shell.dispose);
  return { ...fake, bus, shell, stores: shell.stores, tick: (ms: number) => (clock += ms) };
}

/** Ada's account on the shop's server, with this profile (the store of a page that starts signed in). */
function accountWith(primaryInformation: SessionUser['primaryInformation'], location: SessionUser['location'] = { city: 'Ikeja' }, notifications: ShopNotification[] = []) {
  const doc: AccountDocument = newAccountDocument({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date(NOW));
  doc.user.primaryInformation = { ...primaryInformation };
  doc.user.location = { ...location };
  doc.notifications = notifications;
  return createMemoryAccountStore({ u1: doc });
}
/** What the browser keeps of a session (the stored copy a page starts from). */
const kept = (user: SessionUser) => JSON.stringify(sessionForStorage(user));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const onboardings = (items: ShopNotification[]) => items.filter((n) => n.type === 'onboarding');
const storageEvent = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

afterEach(() => {
  disposers.forEach((d) => d());
  disposers = [];
  jest.useRealTimers();
});

describe('createShellPlatform: restoring', () => {
  it('restores the session, the cart and the notifications from storage', () => {
    const { stores, shell } = setup({
      user: kept(complete),
      cart: JSON.stringify([line]),
      notifications: JSON.stringify([stored('a'), stored('b', { isRead: true })]),
    });
    expect(stores.session.get()).toEqual({ ...complete, primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' }, location: null });
    expect(stores.cart.get()).toEqual({ items: [line], isOpen: false });
    expect(stores.notifications.get()).toMatchObject({ unreadCount: 1, isOpen: false });
    expect(stores.notifications.get().items.map((n) => n.id)).toEqual(['a', 'b']);
    expect(shell.platform).toMatchObject({ config, session: stores.session, cart: stores.cart, notifications: stores.notifications });
  });

  it('starts logged out with an empty cart and no notifications when storage is empty', () => {
    const { stores, writes } = setup();
    expect(stores.session.get()).toEqual(LOGGED_OUT);
    expect(stores.cart.get().items).toEqual([]);
    expect(stores.notifications.get()).toMatchObject({ items: [], unreadCount: 0 });
    expect(writes).toEqual([]);
  });

  it('falls back to logged out, empty cart and no notifications when storage holds bad JSON', () => {
    const { stores } = setup({ user: '{"uid":', cart: 'not json', notifications: '[{' });
    expect(stores.session.get()).toEqual(LOGGED_OUT);
    expect(stores.cart.get().items).toEqual([]);
    expect(stores.notifications.get().items).toEqual([]);
  });

  it('drops malformed cart lines and notifications but keeps the good ones', () => {
    const { stores } = setup({
      cart: JSON.stringify([line, { product: null, quantity: 1 }, { quantity: 2 }, 'junk']),
      notifications: JSON.stringify([stored('a'), { id: 'b' }, null]),
    });
    expect(stores.cart.get().items).toEqual([line]);
    expect(stores.notifications.get().items.map((n) => n.id)).toEqual(['a']);
  });

  it('drops notifications that expired while the shop was closed, and recounts', () => {
    const { stores } = setup({
      notifications: JSON.stringify([stored('old', { expiresAt: NOW - 1 }), stored('live', { expiresAt: NOW + HOUR })]),
    });
    expect(stores.notifications.get().items.map((n) => n.id)).toEqual(['live']);
    expect(stores.notifications.get().unreadCount).toBe(1);
  });
});

describe('createShellPlatform: writing back', () => {
  it('keeps only the name, email and picture of a session on sign-in, and removes the key user on sign-out', () => {
    const { stores, data, writes } = setup();
    const private_ = { dateOfBirth: '1990-04-01', disability: true, gender: 'female' as const };
    stores.session.set({ ...complete, primaryInformation: { ...complete.primaryInformation, ...private_ }, location: { city: 'Ikeja', geoCoordinates: { latitude: 6.6, longitude: 3.35 } } });
    expect(JSON.parse(data.get('user')!)).toEqual({
      providerId: 'google.com',
      uid: 'u1',
      isLoggedIn: true,
      primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
      location: null,
    });
    expect(stores.session.get().primaryInformation).toMatchObject({ phone: '+2348012345678', dateOfBirth: '1990-04-01' });
    stores.session.clear();
    expect(data.has('user')).toBe(false);
    expect(writes.filter(([k]) => k === 'user').at(-1)).toEqual(['user', null]);
  });

  it('writes a changed name, but never a phone', () => {
    const { stores, data } = setup({ user: kept(complete) });
    stores.session.merge({ primaryInformation: { firstName: 'Adaeze', phone: '+2348000000000' } });
    expect(JSON.parse(data.get('user')!).primaryInformation).toEqual({ firstName: 'Adaeze', lastName: 'Obi', email: 'ada@example.com' });
  });

  it('writes the cart lines on every change, but not for opening the drawer', () => {
    const { bus, data, writes } = setup();
    bus.emit('cart:add', { product: { id: 't1', name: 'Cotton Tee', image: '', price: 4500, sellerId: '000000' }, quantity: 2 });
    expect(JSON.parse(data.get('cart')!)).toEqual([expect.objectContaining({ quantity: 2 })]);
    const count = writes.length;
    bus.emit('cart:open');
    expect(writes).toHaveLength(count);
    bus.emit('cart:clear');
    expect(data.get('cart')).toBe('[]');
  });

  it('writes the notifications on every change', () => {
    const { bus, data } = setup();
    bus.emit('notification:add', { type: 'success', title: 'Order placed', message: 'Thanks' });
    expect(JSON.parse(data.get('notifications')!)).toEqual([expect.objectContaining({ title: 'Order placed', isRead: false })]);
  });
});

describe('createShellPlatform: other tabs', () => {
  it('follows a cart changed in another tab without writing it back', () => {
    const { stores, writes } = setup();
    storageEvent('cart', JSON.stringify([line]));
    expect(stores.cart.get().items).toEqual([line]);
    expect(writes).toEqual([]);
  });

  it('follows a sign-in and a sign-out in another tab', () => {
    const { stores, writes } = setup();
    storageEvent('user', kept(complete));
    expect(stores.session.get()).toMatchObject({ uid: 'u1', isLoggedIn: true, primaryInformation: { firstName: 'Ada' } });
    storageEvent('user', null);
    expect(stores.session.get()).toEqual(LOGGED_OUT);
    expect(writes.filter(([k]) => k === 'user')).toEqual([]);
  });

  it('follows notifications changed in another tab and recounts', () => {
    const { stores } = setup();
    storageEvent('notifications', JSON.stringify([stored('a'), stored('b'), stored('c', { isRead: true })]));
    expect(stores.notifications.get()).toMatchObject({ unreadCount: 2 });
  });

  it('follows another tab clearing the storage', () => {
    const { stores } = setup({ user: kept(complete), cart: JSON.stringify([line]) });
    storageEvent(null, null);
    expect(stores.session.get()).toEqual(LOGGED_OUT);
    expect(stores.cart.get().items).toEqual([]);
  });

  it("keeps both tabs' changes when they interleave before either hears of the other's", () => {
    const shared = fakeStorage();
    const tab = () => {
      const bus = createBus();
      const shell = createShellPlatform(bus, shared.storage, config, { now: () => NOW, win: window });
      disposers.push(shell.dispose);
      return { bus, cart: () => shell.stores.cart.get().items.map((l) => `${l.product.id}×${l.quantity}`) };
    };
    const [a, b] = [tab(), tab()];
    const product = (id: string) => ({ id, name: `Item ${id}`, image: '', price: 100, sellerId: '000000', slug: id });
    const stored = () => (JSON.parse(shared.data.get('cart')!) as CartLine[]).map((l) => `${l.product.id}×${l.quantity}`);
    // Neither tab hears of the other's change (no storage event yet): each change still keeps the other's.
    a.bus.emit('cart:add', { product: product('x'), quantity: 1 });
    b.bus.emit('cart:add', { product: product('y'), quantity: 2 });
    expect(stored()).toEqual(['x×1', 'y×2']);
    a.bus.emit('cart:add', { product: product('z'), quantity: 1 });
    expect(stored()).toEqual(['x×1', 'y×2', 'z×1']);
    b.bus.emit('cart:set-quantity', { productId: 'x', quantity: 3 });
    expect(stored()).toEqual(['x×3', 'y×2', 'z×1']);
    expect(b.cart()).toEqual(['x×3', 'y×2', 'z×1']);
  });

  it('ignores keys that are not its own', () => {
    const { stores } = setup({ cart: JSON.stringify([line]) });
    storageEvent('theme', 'dark');
    expect(stores.cart.get().items).toEqual([line]);
  });
});

describe('createShellPlatform: onboarding notification', () => {
  it.each(['firstName', 'lastName', 'email', 'phone'] as const)('is added on sign-in for a profile missing %s', (field) => {
    const { stores, bus } = setup();
    bus.emit('session:set', { ...complete, primaryInformation: { ...complete.primaryInformation, [field]: null } });
    const [note] = onboardings(stores.notifications.get().items);
    expect(note).toMatchObject({
      title: 'Welcome! Complete Your Profile',
      message: MESSAGES.onboarding.message,
      actionText: 'Complete Profile',
      actionUrl: '/account',
      isPersistent: true,
      isRead: false,
    });
    expect(stores.notifications.get().unreadCount).toBe(1);
  });

  it('is not added for a visitor or on sign-in with a complete profile', () => {
    expect(setup().stores.notifications.get().items).toEqual([]);
    const { stores, bus } = setup();
    bus.emit('session:set', complete);
    expect(stores.notifications.get().items).toEqual([]);
  });

  it('waits, on a page that starts signed in, for the account read again (the kept copy has no phone)', async () => {
    const { stores } = setup({ user: kept(complete) }, undefined, accountWith(complete.primaryInformation));
    expect(onboardings(stores.notifications.get().items)).toEqual([]);
    await settle();
    expect(onboardings(stores.notifications.get().items)).toEqual([]);
    expect(stores.session.get().primaryInformation?.phone).toBe('+2348012345678');

    const missingPhone = setup({ user: kept(complete) }, undefined, accountWith({ ...complete.primaryInformation, phone: null }));
    expect(onboardings(missingPhone.stores.notifications.get().items)).toEqual([]);
    await settle();
    expect(onboardings(missingPhone.stores.notifications.get().items)).toHaveLength(1);
  });

  it('is added once on sign-in, only once however often the session changes', () => {
    const { stores, bus } = setup();
    bus.emit('session:set', incomplete);
    stores.session.merge({ location: { state: 'Lagos' } });
    bus.emit('session:set', { ...incomplete });
    expect(onboardings(stores.notifications.get().items)).toHaveLength(1);
  });

  it('is not added again when one was restored from storage', async () => {
    const restored = stored('onb', { type: 'onboarding', title: MESSAGES.onboarding.title, isPersistent: true });
    const account = accountWith(incomplete.primaryInformation, {}, [restored]);
    const { stores } = setup({ user: kept(incomplete), notifications: JSON.stringify([restored]) }, undefined, account);
    await settle();
    expect(onboardings(stores.notifications.get().items)).toEqual([restored]);
  });

  it('is removed once first name, last name, email and phone are all present', () => {
    const { stores, bus } = setup();
    bus.emit('session:set', incomplete);
    stores.session.merge({ primaryInformation: { lastName: 'Obi' } });
    expect(onboardings(stores.notifications.get().items)).toHaveLength(1);
    stores.session.merge({ primaryInformation: { phone: '+2348012345678' } });
    expect(onboardings(stores.notifications.get().items)).toHaveLength(0);
    expect(stores.notifications.get().unreadCount).toBe(0);
  });

  it('is removed on sign-out and leaves other notifications alone', () => {
    const { bus, stores } = setup();
    bus.emit('session:set', incomplete);
    bus.emit('notification:add', { type: 'success', title: 'Order placed', message: 'Thanks' });
    stores.session.clear();
    expect(stores.notifications.get().items.map((n) => n.title)).toEqual(['Order placed']);
  });
});

describe('createShellPlatform: the profile read again', () => {
  it('fills in the rest of the profile after a reload from the account, without writing it to storage', async () => {
    const { stores, data } = setup({ user: kept(complete) }, undefined, accountWith({ ...complete.primaryInformation, dateOfBirth: '1990-04-01' }, { city: 'Ikeja', state: 'Lagos' }));
    await settle();
    expect(stores.session.get()).toMatchObject({
      primaryInformation: { phone: '+2348012345678', dateOfBirth: '1990-04-01', userType: 'user' },
      location: { city: 'Ikeja', state: 'Lagos' },
    });
    expect(JSON.parse(data.get('user')!).primaryInformation).toEqual({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', userType: 'user', isLoggedIn: true });
  });

  it('reads again when the session changed while the account was read, so an older answer never wins', async () => {
    const accounts = accountWith(complete.primaryInformation);
    const readNow = accounts.read.bind(accounts);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Each read takes the account as it is when asked, and answers once the test lets it.
    const read = jest.fn(async (uid: string) => {
      const doc = await readNow(uid);
      await answered;
      return doc;
    });
    accounts.read = read;
    const { stores } = setup({ user: kept(complete) }, undefined, accounts);
    // A save lands while the first read is on its way: the server has it too.
    await accounts.updatePrimaryInformation('u1', { phone: '+2348099999999' });
    stores.session.merge({ primaryInformation: { phone: '+2348099999999' } });
    answer();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(stores.session.get().primaryInformation?.phone).toBe('+2348099999999');
  });

  it('keeps what the page has when the account cannot be read', async () => {
    const accounts = accountWith(complete.primaryInformation);
    accounts.read = jest.fn().mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stores } = setup({ user: kept(complete) }, undefined, accounts);
    await settle();
    expect(stores.session.get()).toMatchObject({ isLoggedIn: true, primaryInformation: { firstName: 'Ada' } });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("keeps this tab's profile when another tab changes the same shopper's name, and reads the account again", async () => {
    const accounts = accountWith({ ...complete.primaryInformation, firstName: 'Adaeze' });
    const { stores } = setup({}, undefined, accounts);
    stores.session.set(complete);
    storageEvent('user', kept({ ...complete, primaryInformation: { ...complete.primaryInformation, firstName: 'Adaeze' } }));
    expect(stores.session.get().primaryInformation).toMatchObject({ firstName: 'Adaeze', phone: '+2348012345678' });
    expect(stores.session.get().location).toEqual({ city: 'Ikeja' });
    await settle();
    expect(stores.session.get().primaryInformation).toMatchObject({ firstName: 'Adaeze', phone: '+2348012345678', userType: 'user' });
  });
});

describe('createShellPlatform: refresh every 5 minutes', () => {
  it('removes expired notifications on the next refresh', () => {
    jest.useFakeTimers();
    const { bus, stores, tick } = setup();
    bus.emit('notification:add', { type: 'warning', title: 'Flash sale', message: 'Ends soon', expiresIn: 60_000 });
    bus.emit('notification:add', { type: 'success', title: 'Welcome', message: 'Hi' });
    tick(2 * 60_000);
    jest.advanceTimersByTime(NOTIFICATION_REFRESH_MS - 1);
    expect(stores.notifications.get().items).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(stores.notifications.get().items.map((n) => n.title)).toEqual(['Welcome']);
    expect(stores.notifications.get().unreadCount).toBe(1);
  });
});

describe('createShellPlatform: dispose', () => {
  it('stops the bus, storage events and the refresh', () => {
    jest.useFakeTimers();
    const { bus, stores, shell, writes, tick } = setup();
    bus.emit('notification:add', { type: 'warning', title: 'Flash sale', message: 'Ends soon', expiresIn: 1 });
    const writesBefore = writes.length;
    shell.dispose();

    bus.emit('cart:add', { product: { id: 't1', name: 'Tee', image: '', price: 1, sellerId: '000000' } });
    storageEvent('cart', JSON.stringify([line]));
    tick(HOUR);
    jest.advanceTimersByTime(NOTIFICATION_REFRESH_MS);

    expect(stores.cart.get().items).toEqual([]);
    expect(stores.notifications.get().items).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
    stores.session.set(complete);
    expect(writes).toHaveLength(writesBefore);
  });
});

describe('createShellPlatform: storage that throws', () => {
  it('never breaks the stores (private mode, full quota)', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const { bus, stores } = setup({}, browserStorage(refusing));
    expect(stores.session.get()).toEqual(LOGGED_OUT);

    stores.session.set(incomplete);
    bus.emit('cart:add', { product: { id: 't1', name: 'Tee', image: '', price: 4500, sellerId: '000000' } });
    expect(stores.session.get()).toEqual(incomplete);
    expect(stores.cart.get().items).toHaveLength(1);
    expect(onboardings(stores.notifications.get().items)).toHaveLength(1);
    stores.session.clear();
    expect(stores.session.get()).toEqual(LOGGED_OUT);
  });
});

describe('createShellPlatform: identity and the account store', () => {
  const memory = (): KeyValueStorage => {
    const map = new Map<string, string>();
    return { read: (k) => map.get(k) ?? null, write: (k, v) => (v === null ? map.delete(k) : map.set(k, v)) };
  };

  it('hands remotes the identity and the shop’s server', async () => {
    const identity = createMemoryIdentity();
    const callServer = jest.fn().mockResolvedValue({ status: 'paid' });
    const { platform, dispose } = createShellPlatform(createBus(), memory(), config, { identity, callServer, schedule: () => undefined });
    expect(platform.identity).toBe(identity);
    await expect(platform.callServer('confirmPayment', { orderId: 'o-1' })).resolves.toEqual({ status: 'paid' });
    expect(callServer).toHaveBeenCalledWith('confirmPayment', { orderId: 'o-1' });
    dispose();
  });

  it('without a server, every call says the server cannot be reached', async () => {
    const { platform, dispose } = createShellPlatform(createBus(), memory(), config, { schedule: () => undefined });
    await expect(platform.callServer('readAccount')).rejects.toMatchObject({ code: 'unavailable' });
    dispose();
  });
});
