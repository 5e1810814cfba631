import { createContractCheckedBus } from './contract-checked-bus';
import { createHarness } from './harness';

const product = { id: 'p1', name: 'Cotton Tee', image: '', price: 4500, sellerId: '000000' };

describe('createContractCheckedBus', () => {
  it('delivers a payload that keeps the contract', () => {
    const bus = createContractCheckedBus();
    const heard = jest.fn();
    bus.on('cart:add', heard);
    bus.emit('cart:add', { product, quantity: 2 });
    bus.emit('cart:clear');
    expect(heard).toHaveBeenCalledWith({ product, quantity: 2 });
  });

  it('throws at the emit on a payload the shell would refuse, naming the event, the reason and the payload', () => {
    const bus = createContractCheckedBus();
    const heard = jest.fn();
    bus.on('*', heard);
    const emitAny = bus.emit as (name: string, payload?: unknown) => void;

    expect(() => emitAny('cart:add', { product: { ...product, id: undefined }, quantity: 1 })).toThrow(
      'Bus contract broken: cart:add product.id: must be text (payload: {"product":{"name":"Cotton Tee"',
    );
    expect(() => emitAny('toast', { kind: 'success', message: 42 })).toThrow('toast message: must be text');
    expect(() => emitAny('cart:explode', {})).toThrow('cart:explode is not an event of the shop');
    // Refused events reach no listener, not even a recorder of the whole bus.
    expect(heard).not.toHaveBeenCalled();
  });

  it('shows a payload that cannot be written as JSON without failing itself', () => {
    const bus = createContractCheckedBus();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => (bus.emit as (n: string, p: unknown) => void)('announce', cyclic)).toThrow('announce message: is required (payload: [object Object])');
  });

  it('is the bus of every harness, so each remote test checks what the remote emits', () => {
    const harness = createHarness();
    expect(() => (harness.bus.emit as (n: string, p: unknown) => void)('cart:add', { product, quantity: -1 })).toThrow(
      'cart:add quantity: must be a whole number from 1',
    );
    expect(harness.stores.cart.get().items).toEqual([]);
  });
});
