import type { ShopEvents } from './shop-events';
import { bus as pageBus, createBus } from './bus';

describe('createBus', () => {
  it('delivers an event and its payload to every listener of that event', () => {
    const bus = createBus();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    bus.on('cart:remove', first);
    bus.on('cart:remove', second);
    bus.on('cart:clear', other);

    bus.emit('cart:remove', { productId: 'p1' });

    expect(first).toHaveBeenCalledWith({ productId: 'p1' });
    expect(second).toHaveBeenCalledWith({ productId: 'p1' });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering to a listener once it is removed', () => {
    const bus = createBus();
    const listener = jest.fn();
    bus.on('toast', listener);
    bus.off('toast', listener);
    bus.emit('toast', { kind: 'info', message: 'hi' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives every event name to a wildcard listener (the QA harness log)', () => {
    const bus = createBus();
    const seen: (keyof ShopEvents)[] = [];
    bus.on('*', (type) => seen.push(type));
    bus.emit('cart:open');
    bus.emit('announce', { message: 'Cart updated' });
    expect(seen).toEqual(['cart:open', 'announce']);
  });

  it('makes independent buses: a test bus does not reach the page bus', () => {
    const a = createBus();
    const listener = jest.fn();
    pageBus.on('cart:clear', listener);
    try {
      a.emit('cart:clear');
      expect(listener).not.toHaveBeenCalled();
      pageBus.emit('cart:clear');
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      pageBus.off('cart:clear', listener);
    }
  });
});
