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

/**
 * One of the shop server's callables, by name, with its payload: the shared schema of that name
 * (`shared-contracts/schemas`) is the contract, and the server checks it. The call carries the signed-in
 * shopper's ID token, so the server acts only for them. Resolves to the callable's answer; rejects with a
 * ServerCallError (for 'invalid', its message names the field the server refused).
 */
export type CallServer = <T>(name: string, payload?: unknown, options?: ServerCallOptions) => Promise<T>;
