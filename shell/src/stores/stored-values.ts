import { LOGGED_OUT, type CartLine, type SessionUser, type ShopNotification } from 'shared-contracts';
import { eventPayloadProblem } from 'shared-contracts/bus-schemas';
import { isRecord } from '../util/is-record';
import { parseStoredSession } from './stored-session';

// What the shell restores from browser storage must keep the same contract as what a remote may send
// on the bus: storage is written by older builds, other tabs and extensions, and a value the screens
// cannot render (a name that is an object, a message that is a number) would break the whole shop.

/** A stored cart line: a product as `cart:add` carries it, and a whole quantity from 1. */
export const isStoredCartLine = (v: unknown): v is CartLine =>
  isRecord(v) && eventPayloadProblem('cart:add', { product: v.product, quantity: v.quantity }) === null;

/** A stored notification: what `notification:add` carries, plus the store's own id, read flag and times. */
export const isStoredNotification = (v: unknown): v is ShopNotification =>
  isRecord(v) &&
  typeof v.id === 'string' &&
  v.id !== '' &&
  typeof v.isRead === 'boolean' &&
  Number.isFinite(v.createdAt) &&
  (v.expiresAt === undefined || Number.isFinite(v.expiresAt)) &&
  eventPayloadProblem('notification:add', v) === null;

/** The stored session (`user`), or logged out when any part of it is not what the screens read. */
export function restoreSession(raw: string | null): SessionUser {
  const user = parseStoredSession(raw);
  return user.isLoggedIn && eventPayloadProblem('session:set', user) !== null ? LOGGED_OUT : user;
}
