import type { BusSurface } from 'shared-contracts';

/**
 * What mf-account's code sends and hears on the bus (sign-in, the profile, settings and notifications). It
 * hears nothing: it reads the cart and the session through the platform's stores. Every test of mf-account
 * is held to this (jest setup), and bus-contract.test.tsx drives each event.
 */
export const BUS_SURFACE: BusSurface = {
  emits: [
    'announce',
    'appearance:changed',
    'notification:onboarding-read',
    'notification:read',
    'notification:remove',
    'notifications:clear-all',
    'notifications:clear-read',
    'session:set',
    'session:update',
    'toast',
  ],
  listens: [],
};
