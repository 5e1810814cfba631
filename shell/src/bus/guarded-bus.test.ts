import { createBus, type ShopBus } from 'shared-contracts';
import { guardedBus } from './guarded-bus';

const product = { id: 'p1', name: 'Cotton Tee', image: '', price: 4500, sellerId: '000000' };
/** What a remote built against other contracts can put on the page's bus: any name, any payload. */
const emitAnything = (bus: ShopBus, name: string, payload?: unknown) => (bus.emit as (n: string, p?: unknown) => void)(name, payload);

function setup() {
  const page = createBus();
  const warn = jest.fn();
  return { page, warn, guarded: guardedBus(page, warn) };
}

describe('guardedBus (the shell boundary on the bus)', () => {
  it('hands a listener every payload that keeps the contract', () => {
    const { page, guarded, warn } = setup();
    const added = jest.fn();
    const cleared = jest.fn();
    guarded.on('cart:add', added);
    guarded.on('cart:clear', cleared);
    page.emit('cart:add', { product, quantity: 2 });
    page.emit('cart:clear');
    expect(added).toHaveBeenCalledWith({ product, quantity: 2 });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a payload that breaks it, with one warning naming the event and the reason, however many listen', () => {
    const { page, guarded, warn } = setup();
    const first = jest.fn();
    const second = jest.fn();
    const everything = jest.fn();
    guarded.on('cart:add', first);
    guarded.on('cart:add', second);
    guarded.on('*', everything);

    expect(() => emitAnything(page, 'cart:add', { product: { ...product, id: undefined } })).not.toThrow();
    emitAnything(page, 'cart:add', { product, quantity: -3 });
    emitAnything(page, 'cart:add', 'Cotton Tee');

    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(everything).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([
      ['Ignored cart:add: product.id: must be text'],
      ['Ignored cart:add: quantity: must be a whole number from 1'],
      ['Ignored cart:add: must be an object'],
    ]);
  });

  it('passes its own emits to the page bus, so other parties hear them too', () => {
    const { page, guarded } = setup();
    const onPage = jest.fn();
    const here = jest.fn();
    page.on('toast', onPage);
    guarded.on('toast', here);
    guarded.emit('toast', { kind: 'info', message: 'Saved' });
    expect(onPage).toHaveBeenCalledWith({ kind: 'info', message: 'Saved' });
    expect(here).toHaveBeenCalledWith({ kind: 'info', message: 'Saved' });
  });

  it('gives a wildcard listener each valid event with its name, and no event outside the contract', () => {
    const { page, guarded, warn } = setup();
    const seen: string[] = [];
    guarded.on('*', (name) => seen.push(name));
    page.emit('cart:open');
    page.emit('announce', { message: 'Cart updated' });
    emitAnything(page, 'cart:explode', {});
    expect(seen).toEqual(['cart:open', 'announce']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops listening to the page bus once its last listener of an event leaves', () => {
    const { page, guarded, warn } = setup();
    const a = jest.fn();
    const b = jest.fn();
    guarded.on('toast', a);
    guarded.on('toast', b);
    guarded.off('toast', a);
    page.emit('toast', { kind: 'info', message: 'one' });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);

    guarded.off('toast', b);
    expect(page.all.get('toast') ?? []).toHaveLength(0);
    // With no one listening here, a bad payload is no business of this boundary: no warning.
    emitAnything(page, 'toast', { kind: 'info', message: 7 });
    expect(warn).not.toHaveBeenCalled();

    guarded.on('*', a);
    guarded.off('*', a);
    expect([...page.all.values()].flat()).toHaveLength(0);
  });

  it('warns with console.warn by default', () => {
    const page = createBus();
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      guardedBus(page).on('announce', jest.fn());
      emitAnything(page, 'announce', { message: { text: 'hi' } });
      expect(spy).toHaveBeenCalledWith('Ignored announce: message: must be text');
    } finally {
      spy.mockRestore();
    }
  });
});
