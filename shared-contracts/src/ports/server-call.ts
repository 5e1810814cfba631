import type { CallAnswer, CallInput, CallName } from '../schemas/shop-calls';

/** 'invalid': the shop's server refused the call as it was sent; the message names the field and why. */
export type ServerCallErrorCode = 'not-found' | 'permission-denied' | 'unavailable' | 'invalid' | 'unknown';

/** Every failure of a server call, whatever the backend said. */
export class ServerCallError extends Error {
  override name = 'ServerCallError';
  constructor(
    readonly code: ServerCallErrorCode,
    message: string = code === 'not-found' ? 'User not found' : 'The shop’s server could not be reached',
  ) {
    super(message);
  }
}

export interface ServerCallOptions {
  /**
   * A call a visitor may make: it carries the shopper's ID token only when one is signed in already, and
   * never loads sign-in for it (a listing page must not ship the identity SDK).
   */
  public?: boolean;
}

/** The payload argument of a call: optional where the callable takes nothing it requires. */
type PayloadArgs<N extends CallName> = {} extends CallInput<N>
  ? [payload?: CallInput<N>, options?: ServerCallOptions]
  : [payload: CallInput<N>, options?: ServerCallOptions];

/**
 * One of the shop server's callables, by name, with its payload: the map of the shop's calls
 * (`shared-contracts/schemas`, SHOP_CALLS) types both, and the answer, and the server checks the payload.
 * The call carries the signed-in shopper's ID token, so the server acts only for them. Rejects with a
 * ServerCallError (for 'invalid', its message names the field the server refused).
 */
export type CallServer = <N extends CallName>(name: N, ...args: PayloadArgs<N>) => Promise<CallAnswer<N>>;

/** What carries a call, by any name: `typedCalls` gives it the map's types. */
export type SendCall = (name: string, payload?: unknown, options?: ServerCallOptions) => Promise<unknown>;

/** The one place a transport's answers take the map's types: the server is their contract. */
export const typedCalls = (send: SendCall): CallServer => send as CallServer;
