import { EMPTY_CART } from './domain/cart-reducer';
import { LOGGED_OUT } from './domain/session';
import { createBus } from './events/bus';
import { createShopStores } from './shop-stores';
import type { SessionUser } from './types/user';

const NOW = 1_700_000_000_000;
const tee = { id: 't1', name: 'Cotton Tee', image: '', price: 4500, sellerId: '000000' };
const ada: SessionUser = {
  providerId: 'google.com',
  uid: 'u1',
  isLoggedIn: true,
  primaryInformation: { firstName: 'Ada', lastName: 'Obi' },
  location: { city: 'Ikeja' },
};

function setup(init: Parameters<typeof createShopStores>[1] = {}) {
  const bus = createBus();
  const stores = createShopStores(bus, { now: () => NOW, ...init });
  return { bus, stores };
}

describe('createShopStores: the cart follows the bus', () => {
  it('adds, merges, sets the quantity of, removes and clears lines', () => {
    const { bus, stores } = setup();
    bus.emit('cart:add', { product: tee });
    bus.emit('cart:add', { product: tee, quantity: 2 });
    expect(stores.cart.get().items).toEqual([expect.objectContaining({ quantity: 3, product: expect.objectContaining({ total: 13500 }) })]);

    bus.emit('cart:set-quantity', { productId: 't1', quantity: 5 });
    expect(stores.cart.get().items[0]).toMatchObject({ quantity: 5, product: { total: 22500 } });

    bus.emit('cart:set-quantity', { productId: 't1', quantity: 0 });
    expect(stores.cart.get().items).toEqual([]);

    bus.emit('cart:add', { product: tee });
    bus.emit('cart:remove', { productId: 't1' });
    expect(stores.cart.get().items).toEqual([]);

    bus.emit('cart:add', { product: tee });
    bus.emit('cart:clear');
    expect(stores.cart.get().items).toEqual([]);
  });

  it('opens and closes the cart drawer', () => {
    const { bus, stores } = setup();
    bus.emit('cart:open');
    expect(stores.cart.get().isOpen).toBe(true);
    bus.emit('cart:close');
    expect(stores.cart.get().isOpen).toBe(false);
  });

  it('tells subscribers about each change', () => {
    const { bus, stores } = setup();
    const listener = jest.fn();
    stores.cart.subscribe(listener);
    bus.emit('cart:add', { product: tee });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts from the given cart', () => {
    const items = [{ product: { ...tee, total: 4500, addedAt: 'x' }, quantity: 1 }];
    const { stores } = setup({ cart: { ...EMPTY_CART, items } });
    expect(stores.cart.get().items).toBe(items);
  });
});

describe('createShopStores: notifications follow the bus', () => {
  it('adds with the store clock, marks read, removes and opens the drawer', () => {
    const { bus, stores } = setup();
    bus.emit('notification:add', { type: 'success', title: 'Order placed', message: 'Thanks', expiresIn: 1000 });
    bus.emit('notification:add', { type: 'warning', title: 'Low stock', message: 'Hurry' });
    const [newest, older] = stores.notifications.get().items;
    expect(newest).toMatchObject({ title: 'Low stock', createdAt: NOW });
    expect(older).toMatchObject({ title: 'Order placed', expiresAt: NOW + 1000 });
    expect(stores.notifications.get().unreadCount).toBe(2);

    bus.emit('notification:read', { id: older!.id });
    expect(stores.notifications.get().unreadCount).toBe(1);

    bus.emit('notification:remove', { id: newest!.id });
    expect(stores.notifications.get()).toMatchObject({ unreadCount: 0, items: [expect.objectContaining({ title: 'Order placed' })] });

    bus.emit('notifications:open');
    expect(stores.notifications.get().isOpen).toBe(true);
  });

  it('clears the read ones, then all of them', () => {
    const { bus, stores } = setup();
    bus.emit('notification:add', { type: 'success', title: 'Order placed', message: 'Thanks' });
    bus.emit('notification:add', { type: 'warning', title: 'Low stock', message: 'Hurry' });
    bus.emit('notification:add', { type: 'error', title: 'Payment failed', message: 'Try again' });
    const lowStock = stores.notifications.get().items.find((n) => n.title === 'Low stock')!;
    bus.emit('notification:read', { id: lowStock.id });

    bus.emit('notifications:clear-read');
    expect(stores.notifications.get().items.map((n) => n.title)).toEqual(['Payment failed', 'Order placed']);
    expect(stores.notifications.get().unreadCount).toBe(2);

    bus.emit('notifications:clear-all');
    expect(stores.notifications.get()).toMatchObject({ items: [], unreadCount: 0 });
  });
});

describe('createShopStores: session', () => {
  it('starts logged out unless a session is given', () => {
    expect(setup().stores.session.get()).toEqual(LOGGED_OUT);
    expect(setup({ session: ada }).stores.session.get()).toBe(ada);
  });

  it("set, clear and merge change the session and emit 'session:changed' with it", () => {
    const { bus, stores } = setup();
    const changed = jest.fn();
    bus.on('session:changed', changed);

    stores.session.set(ada);
    expect(stores.session.get()).toBe(ada);
    expect(changed).toHaveBeenLastCalledWith(ada);

    stores.session.merge({ primaryInformation: { phone: '+2348012345678' }, location: { state: 'Lagos' } });
    const merged = stores.session.get();
    expect(merged.primaryInformation).toEqual({ firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678' });
    expect(merged.location).toEqual({ city: 'Ikeja', state: 'Lagos' });
    expect(changed).toHaveBeenLastCalledWith(merged);

    stores.session.clear();
    expect(stores.session.get()).toEqual(LOGGED_OUT);
    expect(changed).toHaveBeenLastCalledWith(LOGGED_OUT);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it("does not take 'session:changed' (the store's own announcement) as an order", () => {
    const { bus, stores } = setup();
    bus.emit('session:changed', ada);
    expect(stores.session.get()).toEqual(LOGGED_OUT);
  });

  it("signs a shopper in on 'session:set' and merges a saved change on 'session:update'", () => {
    const { bus, stores } = setup();
    const changed = jest.fn();
    bus.on('session:changed', changed);
    bus.emit('session:set', ada);
    expect(stores.session.get()).toBe(ada);
    bus.emit('session:update', { primaryInformation: { phone: '+2348012345678' } });
    expect(stores.session.get().primaryInformation).toEqual({ firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678' });
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('createShopStores: dispose', () => {
  it('stops following the bus', () => {
    const { bus, stores } = setup();
    stores.dispose();
    bus.emit('cart:add', { product: tee });
    bus.emit('cart:open');
    bus.emit('notification:add', { type: 'other', title: 'x', message: 'y' });
    bus.emit('notifications:open');
    expect(stores.cart.get()).toEqual(EMPTY_CART);
    expect(stores.notifications.get()).toMatchObject({ items: [], unreadCount: 0, isOpen: false });
  });

  it('leaves other listeners of the same bus alone', () => {
    const { bus, stores } = setup();
    const other = jest.fn();
    bus.on('cart:add', other);
    stores.dispose();
    bus.emit('cart:add', { product: tee });
    expect(other).toHaveBeenCalledTimes(1);
  });
});
