import { LOGGED_OUT } from '../domain/session';
import type { ShopEventName, ShopEvents } from './shop-events';
import { EVENT_SCHEMAS, eventPayloadProblem, isShopEventName, SHOP_EVENT_NAMES } from './payload-schemas';

const product = { id: 'p1', name: 'Cotton Tee', image: '', price: 4500, sellerId: '000000' };
const shopper: ShopEvents['session:set'] = {
  providerId: 'google.com',
  uid: 'u1',
  primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', middleName: null, verifiedEmail: true },
  location: { city: 'Ikeja', postalCode: null, geoCoordinates: { latitude: 6.6, longitude: null } },
  isLoggedIn: true,
};

/** A valid sample of every event, as the types allow it. */
const VALID: { [K in ShopEventName]: ShopEvents[K][] } = {
  'cart:add': [{ product }, { product: { ...product, discountPrice: 3999, slug: 'cotton-tee-p1' }, quantity: 10 }],
  'cart:remove': [{ productId: 'p1' }],
  'cart:set-quantity': [{ productId: 'p1', quantity: 3 }, { productId: 'p1', quantity: 0 }],
  'cart:clear': [undefined],
  'cart:open': [undefined],
  'cart:close': [undefined],
  'session:changed': [shopper, LOGGED_OUT],
  'session:set': [shopper],
  'session:update': [{ primaryInformation: { photoUrl: 'blob:x' } }, { location: { city: 'Abuja', state: null } }, {}],
  toast: [{ kind: 'success', message: 'Added Cotton Tee to your cart.' }, { kind: 'error', message: 'x', durationMs: 4000 }],
  'notification:add': [
    { type: 'success', title: 'Order placed', message: 'Paid.', actionUrl: '/orders/paid', actionText: 'View orders' },
    { type: 'other', title: 'New collection', message: '', isPersistent: true, expiresIn: 60_000, actionUrl: 'https://example.com/c' },
  ],
  'notification:read': [{ id: 'n1' }],
  'notification:onboarding-read': [undefined],
  'notification:remove': [{ id: 'n1' }],
  'notifications:clear-read': [undefined],
  'notifications:clear-all': [undefined],
  'notifications:open': [undefined],
  announce: [{ message: 'Cart updated' }],
  'appearance:changed': [{ theme: 'dark', animations: false }, { theme: 'system', animations: true }],
};

/** Typical bad payloads of every event and the reason each is named by. */
const BAD: { [K in ShopEventName]: [unknown, string][] } = {
  'cart:add': [
    [{ product: { ...product, id: undefined } }, 'product.id: must be text'],
    [{ product: { ...product, id: '' } }, 'product.id: must not be empty'],
    [{ product, quantity: -1 }, 'quantity: must be a whole number from 1'],
    [{ product, quantity: 0 }, 'quantity: must be a whole number from 1'],
    [{ product, quantity: 1.5 }, 'quantity: must be a whole number from 1'],
    [{ product, quantity: '2' }, 'quantity: must be a whole number from 1'],
    [{ product: { ...product, price: Number.NaN } }, 'product.price: must be a number'],
    [{ product: { ...product, price: '4500' } }, 'product.price: must be a number'],
    [{ product: { ...product, discountPrice: -1 } }, 'product.discountPrice: must be 0 or more'],
    [{ product: { ...product, name: 7 } }, 'product.name: must be text'],
    [{ product: { ...product, sellerId: undefined } }, 'product.sellerId: must be text'],
    [{ quantity: 1 }, 'product: is required'],
    ['Cotton Tee', 'must be an object'],
    [undefined, 'must be an object'],
  ],
  'cart:remove': [
    [{}, 'productId: is required'],
    [{ productId: 1 }, 'productId: must be text'],
    [null, 'must be an object'],
  ],
  'cart:set-quantity': [
    [{ productId: 'p1', quantity: -2 }, 'quantity: must be a whole number from 0'],
    [{ productId: 'p1', quantity: Infinity }, 'quantity: must be a whole number from 0'],
    [{ productId: 'p1' }, 'quantity: is required'],
    [{ quantity: 2 }, 'productId: is required'],
  ],
  'cart:clear': [[{}, 'takes no payload']],
  'cart:open': [[true, 'takes no payload']],
  'cart:close': [[null, 'takes no payload']],
  'session:changed': [[{}, 'providerId: is required']],
  'session:set': [
    ['garbage', 'must be an object'],
    [[shopper], 'providerId: is required'],
    [{ ...shopper, isLoggedIn: 'yes' }, 'isLoggedIn: must be true or false'],
    [{ ...shopper, uid: null }, 'uid: is required when signed in'],
    [{ ...shopper, uid: 42 }, 'uid: must be text or null'],
    [{ ...shopper, providerId: {} }, 'providerId: must be text or null'],
    [{ ...shopper, primaryInformation: 'Ada' }, 'primaryInformation: must be an object'],
    [{ ...shopper, primaryInformation: { firstName: { first: 'Ada' } } }, 'primaryInformation.firstName: must be text or null'],
    [{ ...shopper, primaryInformation: { verifiedEmail: 'yes' } }, 'primaryInformation.verifiedEmail: must be true or false'],
    [{ ...shopper, primaryInformation: { userType: 'admin' } }, 'primaryInformation.userType: must be one of buyer, seller, user, Buyer'],
    [{ ...shopper, location: { city: 7 } }, 'location.city: must be text or null'],
    [{ ...shopper, location: { geoCoordinates: { latitude: 'north' } } }, 'location.geoCoordinates.latitude: must be a number or null'],
    [{ ...shopper, location: undefined }, 'location: must be an object'],
  ],
  'session:update': [
    [null, 'must be an object'],
    [{ primaryInformation: null }, 'primaryInformation: must be an object'],
    [{ primaryInformation: { photoUrl: 3 } }, 'primaryInformation.photoUrl: must be text or null'],
    [{ location: { country: ['NG'] } }, 'location.country: must be text or null'],
  ],
  toast: [
    [{ kind: 'success', message: 42 }, 'message: must be text'],
    [{ kind: 'success', message: '  ' }, 'message: must not be empty'],
    [{ kind: 'fatal', message: 'x' }, 'kind: must be one of success, error, info, warning'],
    [{ kind: 'info', message: 'x', durationMs: 0 }, 'durationMs: must be more than 0'],
    [{ kind: 'info', message: 'x', durationMs: '5s' }, 'durationMs: must be a number'],
    ['Saved', 'must be an object'],
  ],
  'notification:add': [
    [{ type: 'spam', title: 't', message: 'm' }, 'type: must be one of onboarding, success, warning, error, other'],
    [{ type: 'success', message: 'm' }, 'title: is required'],
    [{ type: 'success', title: 't' }, 'message: is required'],
    [{ type: 'success', title: 't', message: 'm', actionUrl: 'javascript:alert(1)' }, 'actionUrl: must be a shop path or an http(s) url'],
    [{ type: 'success', title: 't', message: 'm', actionUrl: '//evil.example' }, 'actionUrl: must be a shop path or an http(s) url'],
    [{ type: 'success', title: 't', message: 'm', expiresIn: -5 }, 'expiresIn: must be 0 or more'],
    [{ type: 'success', title: 't', message: 'm', isPersistent: 'no' }, 'isPersistent: must be true or false'],
    [{ type: 'success', title: 't', message: 'm', actionText: 1 }, 'actionText: must be text'],
  ],
  'notification:read': [[{ id: 7 }, 'id: must be text'], ['n1', 'must be an object']],
  'notification:onboarding-read': [[{ id: 'n1' }, 'takes no payload']],
  'notification:remove': [[{}, 'id: is required']],
  'notifications:clear-read': [[0, 'takes no payload']],
  'notifications:clear-all': [['all', 'takes no payload']],
  'notifications:open': [[{}, 'takes no payload']],
  announce: [
    [{ message: '' }, 'message: must not be empty'],
    ['Cart updated', 'must be an object'],
  ],
  'appearance:changed': [
    [{ theme: 'blue', animations: true }, 'theme: must be one of light, dark, system'],
    [{ theme: 'dark' }, 'animations: is required'],
    [undefined, 'must be an object'],
  ],
};

describe('SHOP_EVENT_NAMES', () => {
  it('names every event of the map once, each with its schema', () => {
    expect([...SHOP_EVENT_NAMES].sort()).toEqual(Object.keys(VALID).sort());
    expect(new Set(SHOP_EVENT_NAMES).size).toBe(SHOP_EVENT_NAMES.length);
    expect(SHOP_EVENT_NAMES.every((name) => typeof EVENT_SCHEMAS[name]?.kind === 'string')).toBe(true);
  });

  it('knows its own names and nothing else (not even what every object has)', () => {
    expect(isShopEventName('cart:add')).toBe(true);
    expect(isShopEventName('cart:explode')).toBe(false);
    expect(isShopEventName('toString')).toBe(false);
    expect(isShopEventName(undefined)).toBe(false);
  });
});

describe.each(SHOP_EVENT_NAMES)('the schema of %s', (name) => {
  it.each(VALID[name].map((payload) => [JSON.stringify(payload) ?? 'no payload', payload]))('passes %s', (_, payload) => {
    expect(eventPayloadProblem(name, payload)).toBeNull();
  });

  it.each(BAD[name].map(([payload, reason]) => [JSON.stringify(payload) ?? 'undefined', reason, payload]))(
    'refuses %s: %s',
    (_, reason, payload) => {
      expect(eventPayloadProblem(name, payload)).toBe(reason);
    },
  );
});

describe('eventPayloadProblem', () => {
  it('refuses an event the shop does not have', () => {
    expect(eventPayloadProblem('cart:explode', {})).toBe('is not an event of the shop');
    expect(eventPayloadProblem('__proto__', {})).toBe('is not an event of the shop');
  });

  it('never throws, even on a payload whose fields throw when read', () => {
    const hostile = {
      get product(): never {
        throw new Error('boom');
      },
    };
    expect(eventPayloadProblem('cart:add', hostile)).toBe('has a payload that cannot be read');
  });

  it('lets a newer sender add fields the receivers do not read', () => {
    expect(eventPayloadProblem('cart:add', { product: { ...product, colour: 'red' }, quantity: 1, source: 'wishlist' })).toBeNull();
  });
});
