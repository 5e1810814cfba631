import type { BusSurface } from 'shared-contracts';

/**
 * What mf-catalog's code sends and hears on the bus (Add to Cart, and its toast). It hears nothing: it
 * reads the cart and the session through the platform's stores. Every test of mf-catalog is held to this
 * (jest setup), and bus-contract.test.tsx drives each event.
 */
export const BUS_SURFACE: BusSurface = {
  emits: ['cart:add', 'toast'],
  listens: [],
};
