import { ORDER_STATUSES } from '../constants';
import type { OrderAction } from '../types/order';
import { nextActions, ORDER_ACTIONS, RETURN_WINDOW_MS, transitionProblem, type OrderRole } from './order-lifecycle';

const NOW = Date.UTC(2026, 10, 23, 12);
const ROLES: OrderRole[] = ['buyer', 'seller', 'courier'];

/** The table, written out: every (from, action, role) that may happen. */
const ALLOWED = new Set([
  'paid seal seller',
  'sealed dispatch seller',
  'dispatched arrive seller',
  'dispatched arrive courier',
  'arrived confirm buyer',
  'arrived return buyer',
  'confirmed return buyer',
  'confirmed review buyer',
]);

describe('the order lifecycle', () => {
  it('allows exactly the table, for every status, action and role', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        for (const role of ROLES) {
          const allowed = transitionProblem({ status, arrivedAt: NOW }, action, role, NOW) === null;
          expect([`${status} ${action} ${role}`, allowed]).toEqual([`${status} ${action} ${role}`, ALLOWED.has(`${status} ${action} ${role}`)]);
        }
      }
    }
  });

  it.each<[string, OrderAction, OrderRole, string]>([
    ['sealed', 'seal', 'seller', 'This order is already sealed.'],
    ['paid', 'dispatch', 'seller', 'This order is paid: only a sealed order can be dispatched.'],
    ['reviewed', 'return', 'buyer', 'This order is reviewed: only an arrived or confirmed order can be returned.'],
    ['paid', 'seal', 'buyer', 'Only the seller can mark an order sealed.'],
    ['dispatched', 'arrive', 'buyer', 'Only the seller or courier can mark an order arrived.'],
    ['arrived', 'confirm', 'seller', 'Only the buyer can mark an order confirmed.'],
    ['awaiting-payment', 'seal', 'seller', 'This order is awaiting-payment: only a paid order can be sealed.'],
  ])('refuses %s → %s by the %s, saying why', (status, action, role, reason) => {
    expect(transitionProblem({ status, arrivedAt: NOW }, action, role, NOW)).toBe(reason);
  });

  it('takes a return within 7 days of arrival, and not after', () => {
    const arrivedAt = NOW - RETURN_WINDOW_MS;
    expect(transitionProblem({ status: 'confirmed', arrivedAt }, 'return', 'buyer', NOW)).toBeNull();
    expect(transitionProblem({ status: 'confirmed', arrivedAt }, 'return', 'buyer', NOW + 1)).toBe('Returns close 7 days after the order arrived.');
    expect(transitionProblem({ status: 'arrived' }, 'return', 'buyer', NOW)).toBe('Returns close 7 days after the order arrived.');
  });

  it("offers each party only its next steps", () => {
    expect(nextActions({ status: 'paid' }, 'seller', NOW)).toEqual(['seal']);
    expect(nextActions({ status: 'paid' }, 'buyer', NOW)).toEqual([]);
    expect(nextActions({ status: 'arrived', arrivedAt: NOW }, 'buyer', NOW)).toEqual(['confirm', 'return']);
    expect(nextActions({ status: 'confirmed', arrivedAt: NOW - RETURN_WINDOW_MS - 1 }, 'buyer', NOW)).toEqual(['review']);
    expect(nextActions({ status: 'reviewed', arrivedAt: NOW }, 'buyer', NOW)).toEqual([]);
  });
});
