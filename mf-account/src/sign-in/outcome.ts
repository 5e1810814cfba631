import { IdentityError, MESSAGES, type SessionUser, type ToastKind } from 'shared-contracts';

/** What a sign-in or save tells its screen: the toast to show, and on success the new session. */
export type AuthOutcome =
  | { ok: true; session: SessionUser; message: string }
  | { ok: false; message: string; kind: ToastKind };

/**
 * The message for an identity failure a shopper can act on (closed pop-up, network, ...);
 * `fallback` (the flow's own spec message) for anything else.
 */
export function identityFailure(error: unknown, fallback: string): { message: string; kind: ToastKind } {
  if (error instanceof IdentityError && error.code !== 'unknown') {
    return { message: MESSAGES.identity[error.code], kind: error.code === 'cancelled' ? 'info' : 'error' };
  }
  return { message: fallback, kind: 'error' };
}
