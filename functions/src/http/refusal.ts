/** The callable error codes the shop's server answers with (a subset of Firebase's). */
export type RefusalCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable';

/** A request the server will not carry out, with the reason the caller reads. Nothing was written. */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}
