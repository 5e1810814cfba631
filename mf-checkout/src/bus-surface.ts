import type { BusSurface } from 'shared-contracts';

/**
 * What mf-checkout's code sends and hears on the bus (the cart review, then the placed order). It hears
 * nothing: it reads the cart and the session through the platform's stores. Every test of mf-checkout is
 * held to this (jest setup), and bus-contract.test.tsx drives each event.
 */
export const BUS_SURFACE: BusSurface = {
  emits: ['announce', 'cart:clear', 'cart:set-quantity', 'notification:add', 'toast'],
  listens: [],
};
