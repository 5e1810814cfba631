import type { BusSurface } from 'shared-contracts';

/**
 * What mf-marketing's code sends and hears on the bus (the early-bird form says what it did (a toast, and
 * the live region)). It hears nothing: it reads the cart and the session through the platform's stores.
 * Every test of mf-marketing is held to this (jest setup), and bus-contract.test.tsx drives each event.
 */
export const BUS_SURFACE: BusSurface = {
  emits: ['announce', 'toast'],
  listens: [],
};
