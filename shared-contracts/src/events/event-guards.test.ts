import { LOGGED_OUT } from '../domain/session';
import type { ShopEventName, ShopEvents } from './shop-events';
import { EVENT_GUARDS, eventPayloadProblem, isShopEventName, SHOP_EVENT_NAMES } from './event-guards';

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
    [{ product: { ...product, id: undefined } }, 'needs product.id'],
    [{ product: { ...product, id: '' } }, 'needs product.id'],
    [{ product, quantity: -1 }, 'needs quantity to be a whole number from 1'],
    [{ product, quantity: 0 }, 'needs quantity to be a whole number from 1'],
    [{ product, quantity: 1.5 }, 'needs quantity to be a whole number from 1'],
    [{ product, quantity: '2' }, 'needs quantity to be a whole number from 1'],
    [{ product: { ...product, price: Number.NaN } }, 'needs product.price (naira, 0 or more)'],
    [{ product: { ...product, price: '4500' } }, 'needs product.price (naira, 0 or more)'],
    [{ product: { ...product, discountPrice: -1 } }, 'has a bad product.discountPrice'],
    [{ product: { ...product, name: 7 } }, 'needs product.name'],
    [{ product: { ...product, sellerId: undefined } }, 'needs product.sellerId'],
    [{ quantity: 1 }, 'needs a product'],
    ['Cotton Tee', 'needs an object payload'],
    [undefined, 'needs an object payload'],
  ],
  'cart:remove': [
    [{}, 'needs productId'],
    [{ productId: 1 }, 'needs productId'],
    [null, 'needs an object payload'],
  ],
  'cart:set-quantity': [
    [{ productId: 'p1', quantity: -2 }, 'needs quantity to be a whole number from 0'],
    [{ productId: 'p1', quantity: Infinity }, 'needs quantity to be a whole number from 0'],
    [{ productId: 'p1' }, 'needs quantity to be a whole number from 0'],
    [{ quantity: 2 }, 'needs productId'],
  ],
  'cart:clear': [[{}, 'takes no payload']],
  'cart:open': [[true, 'takes no payload']],
  'cart:close': [[null, 'takes no payload']],
  'session:changed': [[{}, 'needs isLoggedIn (true or false)']],
  'session:set': [
    ['garbage', 'needs a session user'],
    [[shopper], 'needs a session user'],
    [{ ...shopper, isLoggedIn: 'yes' }, 'needs isLoggedIn (true or false)'],
    [{ ...shopper, uid: null }, 'needs a uid when signed in'],
    [{ ...shopper, uid: 42 }, 'needs uid (text or null)'],
    [{ ...shopper, providerId: {} }, 'needs providerId (text or null)'],
    [{ ...shopper, primaryInformation: 'Ada' }, 'needs primaryInformation to be an object'],
    [{ ...shopper, primaryInformation: { firstName: { first: 'Ada' } } }, 'has a bad primaryInformation.firstName'],
    [{ ...shopper, primaryInformation: { verifiedEmail: 'yes' } }, 'has a bad primaryInformation.verifiedEmail'],
    [{ ...shopper, location: { city: 7 } }, 'has a bad location.city'],
    [{ ...shopper, location: { geoCoordinates: { latitude: 'north' } } }, 'has a bad location.geoCoordinates'],
    [{ ...shopper, location: undefined }, 'needs location to be an object'],
  ],
  'session:update': [
    [null, 'needs an object payload'],
    [{ primaryInformation: null }, 'needs primaryInformation to be an object'],
    [{ primaryInformation: { photoUrl: 3 } }, 'has a bad primaryInformation.photoUrl'],
    [{ location: { country: ['NG'] } }, 'has a bad location.country'],
  ],
  toast: [
    [{ kind: 'success', message: 42 }, 'needs a message'],
    [{ kind: 'success', message: '  ' }, 'needs a message'],
    [{ kind: 'fatal', message: 'x' }, 'needs kind (success, error, info, warning)'],
    [{ kind: 'info', message: 'x', durationMs: 0 }, 'has a bad durationMs'],
    [{ kind: 'info', message: 'x', durationMs: '5s' }, 'has a bad durationMs'],
    ['Saved', 'needs an object payload'],
  ],
  'notification:add': [
    [{ type: 'spam', title: 't', message: 'm' }, 'needs type (onboarding, success, warning, error, other)'],
    [{ type: 'success', message: 'm' }, 'needs a title'],
    [{ type: 'success', title: 't' }, 'needs a message'],
    [{ type: 'success', title: 't', message: 'm', actionUrl: 'javascript:alert(1)' }, 'needs actionUrl to be a shop path or an http(s) url'],
    [{ type: 'success', title: 't', message: 'm', actionUrl: '//evil.example' }, 'needs actionUrl to be a shop path or an http(s) url'],
    [{ type: 'success', title: 't', message: 'm', expiresIn: -5 }, 'has a bad expiresIn'],
    [{ type: 'success', title: 't', message: 'm', isPersistent: 'no' }, 'has a bad isPersistent'],
    [{ type: 'success', title: 't', message: 'm', actionText: 1 }, 'has a bad actionText'],
  ],
  'notification:read': [[{ id: 7 }, 'needs id'], ['n1', 'needs an object payload']],
  'notification:onboarding-read': [[{ id: 'n1' }, 'takes no payload']],
  'notification:remove': [[{}, 'needs id']],
  'notifications:clear-read': [[0, 'takes no payload']],
  'notifications:clear-all': [['all', 'takes no payload']],
  'notifications:open': [[{}, 'takes no payload']],
  announce: [
    [{ message: '' }, 'needs a message'],
    ['Cart updated', 'needs a message'],
  ],
  'appearance:changed': [
    [{ theme: 'blue', animations: true }, 'needs theme (light, dark, system)'],
    [{ theme: 'dark' }, 'needs animations (true or false)'],
    [undefined, 'needs an object payload'],
  ],
};

describe('SHOP_EVENT_NAMES', () => {
  it('names every event of the map once, each with its guard', () => {
    expect([...SHOP_EVENT_NAMES].sort()).toEqual(Object.keys(VALID).sort());
    expect(new Set(SHOP_EVENT_NAMES).size).toBe(SHOP_EVENT_NAMES.length);
    expect(SHOP_EVENT_NAMES.every((name) => typeof EVENT_GUARDS[name] === 'function')).toBe(true);
  });

  it('knows its own names and nothing else (not even what every object has)', () => {
    expect(isShopEventName('cart:add')).toBe(true);
    expect(isShopEventName('cart:explode')).toBe(false);
    expect(isShopEventName('toString')).toBe(false);
    expect(isShopEventName(undefined)).toBe(false);
  });
});

describe.each(SHOP_EVENT_NAMES)('the guard of %s', (name) => {
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
