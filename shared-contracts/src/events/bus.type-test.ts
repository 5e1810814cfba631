/**
 * Type tests of the bus contract: `tsc --noEmit` checks this file with the whole tree, and each
 * `@ts-expect-error` fails the type check if the error below it ever disappears.
 * Nothing here runs; jest does not pick up this file.
 */
import { createBus } from './bus';

export function busContractTypeTests(): void {
  const bus = createBus();

  // The contract as it is meant to be used compiles.
  bus.emit('cart:add', { product: { id: 'p1', name: 'Tee', image: '', price: 4500, sellerId: '000000' }, quantity: 2 });
  bus.emit('cart:clear');
  bus.emit('toast', { kind: 'success', message: 'Added Tee to your cart.' });
  bus.on('cart:set-quantity', (e) => {
    const quantity: number = e.quantity;
    void quantity;
  });

  // @ts-expect-error an event that is not in the map does not compile
  bus.emit('cart:explode', {});

  // @ts-expect-error listening for an unknown event does not compile
  bus.on('checkout:done', () => undefined);

  // @ts-expect-error a wrong payload type does not compile (quantity is a number)
  bus.emit('cart:set-quantity', { productId: 'p1', quantity: '2' });

  // @ts-expect-error a payload missing a required field does not compile
  bus.emit('cart:remove', {});

  // @ts-expect-error a toast kind outside the union does not compile
  bus.emit('toast', { kind: 'fatal', message: 'x' });

  // @ts-expect-error an event with a payload cannot be emitted without one
  bus.emit('notification:read');

  // @ts-expect-error the payload's type is its schema's: a cart line's price is a number
  bus.emit('cart:add', { product: { id: 'p1', name: 'Tee', image: '', price: '4500', sellerId: 's' } });

  bus.on('session:changed', (user) => {
    // @ts-expect-error the payload is typed: a session user has no `email` at the top level
    void user.email;
  });
}
