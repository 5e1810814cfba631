import type { CartLine, CartState } from '../types/cart';
import { cartReducer, EMPTY_CART, type CartAction } from './cart-reducer';

const tee = { id: 't1', name: 'Cotton Tee', image: '/tee.svg', price: 4500, sellerId: '000000' };
const mug = { id: 'm1', name: 'Mug', image: '/mug.svg', price: 3000, discountPrice: 2500, sellerId: '000000' };
const T0 = '2025-01-15T10:00:00.000Z';
const T1 = '2025-01-15T11:00:00.000Z';

const run = (actions: CartAction[], from: CartState = EMPTY_CART) => actions.reduce(cartReducer, from);

describe('cartReducer add', () => {
  it('appends a new line with its total and the time it was added', () => {
    const state = run([{ type: 'add', product: tee, quantity: 2, now: T0 }]);
    expect(state.items).toEqual([{ product: { ...tee, total: 9000, addedAt: T0 }, quantity: 2 }]);
  });

  it('adds one when no quantity is given', () => {
    const state = run([{ type: 'add', product: tee, now: T0 }]);
    expect(state.items[0]).toMatchObject({ quantity: 1, product: { total: 4500 } });
  });

  it('prices a discounted product at its discount price', () => {
    const state = run([{ type: 'add', product: mug, quantity: 3, now: T0 }]);
    expect(state.items[0]!.product.total).toBe(7500);
  });

  it('stamps the current time when none is given', () => {
    jest.useFakeTimers({ now: new Date(T1) });
    try {
      expect(run([{ type: 'add', product: tee }]).items[0]!.product.addedAt).toBe(T1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('merges an existing product: quantity rises by the amount, total is recomputed, first add time kept', () => {
    const state = run([
      { type: 'add', product: tee, quantity: 2, now: T0 },
      { type: 'add', product: mug, now: T0 },
      { type: 'add', product: tee, quantity: 3, now: T1 },
    ]);
    expect(state.items).toHaveLength(2);
    expect(state.items[0]).toEqual({ product: { ...tee, total: 22500, addedAt: T0 }, quantity: 5 });
    expect(state.items[1]!.product.id).toBe('m1');
  });

  it('merges by one when no quantity is given', () => {
    const state = run([{ type: 'add', product: tee, now: T0 }, { type: 'add', product: tee, now: T0 }]);
    expect(state.items[0]).toMatchObject({ quantity: 2, product: { total: 9000 } });
  });

  it('ignores an add of less than one', () => {
    const before = run([{ type: 'add', product: tee, now: T0 }]);
    expect(cartReducer(before, { type: 'add', product: tee, quantity: 0 })).toBe(before);
    expect(cartReducer(before, { type: 'add', product: mug, quantity: -2 })).toBe(before);
  });

  it('does not change the state it was given', () => {
    const before = run([{ type: 'add', product: tee, now: T0 }]);
    const snapshot = JSON.stringify(before);
    cartReducer(before, { type: 'add', product: tee, quantity: 4 });
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('cartReducer remove, setQuantity, clear', () => {
  const filled = run([
    { type: 'add', product: tee, quantity: 2, now: T0 },
    { type: 'add', product: mug, quantity: 1, now: T0 },
  ]);

  it('removes a line by product id', () => {
    expect(cartReducer(filled, { type: 'remove', productId: 't1' }).items.map((l) => l.product.id)).toEqual(['m1']);
  });

  it('leaves the cart as it is when removing an unknown id', () => {
    expect(cartReducer(filled, { type: 'remove', productId: 'nope' }).items).toEqual(filled.items);
  });

  it('sets a quantity and recomputes the line total', () => {
    const state = cartReducer(filled, { type: 'setQuantity', productId: 'm1', quantity: 4 });
    expect(state.items[1]).toMatchObject({ quantity: 4, product: { total: 10000, addedAt: T0 } });
    expect(state.items[0]).toBe(filled.items[0]);
  });

  it('removes the line when the quantity is set below 1', () => {
    expect(cartReducer(filled, { type: 'setQuantity', productId: 't1', quantity: 0 }).items.map((l) => l.product.id)).toEqual(['m1']);
    expect(cartReducer(filled, { type: 'setQuantity', productId: 'm1', quantity: -1 }).items.map((l) => l.product.id)).toEqual(['t1']);
  });

  it('clears every line but keeps the drawer as it was', () => {
    const open = cartReducer(filled, { type: 'open' });
    expect(cartReducer(open, { type: 'clear' })).toEqual({ items: [], isOpen: true });
  });
});

describe('cartReducer drawer', () => {
  it('toggles, opens and closes', () => {
    const opened = cartReducer(EMPTY_CART, { type: 'toggle' });
    expect(opened.isOpen).toBe(true);
    expect(cartReducer(opened, { type: 'toggle' }).isOpen).toBe(false);
    expect(cartReducer(opened, { type: 'open' }).isOpen).toBe(true);
    expect(cartReducer(opened, { type: 'close' }).isOpen).toBe(false);
    expect(cartReducer(EMPTY_CART, { type: 'close' }).isOpen).toBe(false);
  });

  it('keeps the lines when the drawer changes', () => {
    const filled = run([{ type: 'add', product: tee, now: T0 }]);
    expect(cartReducer(filled, { type: 'toggle' }).items).toBe(filled.items);
  });
});

describe('cartReducer replace', () => {
  it('takes the given lines (another tab, a restored cart) and keeps the drawer state', () => {
    const lines: CartLine[] = [{ product: { ...mug, total: 5000, addedAt: T1 }, quantity: 2 }];
    const state = cartReducer({ items: [], isOpen: true }, { type: 'replace', items: lines });
    expect(state).toEqual({ items: lines, isOpen: true });
  });
});

describe('cartReducer: 10 per line at most', () => {
  const product = { id: 'p1', name: 'Kettle', image: '', price: 100, sellerId: '000000', slug: 'kettle' };
  it('fills a line to 10 and no further, however it is asked', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', product, quantity: 2, now: 't' });
    state = cartReducer(state, { type: 'add', product, quantity: 10 });
    expect(state.items[0]).toMatchObject({ quantity: 10, product: { total: 1000 } });
    expect(cartReducer(EMPTY_CART, { type: 'add', product, quantity: 12, now: 't' }).items[0]!.quantity).toBe(10);
    expect(cartReducer(state, { type: 'setQuantity', productId: 'p1', quantity: 11 }).items[0]!.quantity).toBe(10);
  });
});
