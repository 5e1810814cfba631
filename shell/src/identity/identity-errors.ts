import { IdentityError } from 'shared-contracts';

/** Firebase Auth error codes, in the terms the shop's messages are written for. */
const BY_FIREBASE_CODE: Record<string, IdentityError['code']> = {
  'auth/popup-closed-by-user': 'cancelled',
  'auth/cancelled-popup-request': 'cancelled',
  'auth/user-cancelled': 'cancelled',
  'auth/popup-blocked': 'popup-blocked',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/too-many-requests': 'too-many-requests',
  'auth/user-disabled': 'user-disabled',
  'auth/unauthorized-domain': 'unavailable',
  'auth/operation-not-allowed': 'unavailable',
  'auth/invalid-api-key': 'unavailable',
  // What Firebase reports when Google's sign-in script could not load.
  'auth/internal-error': 'unavailable',
};

const field = (error: unknown, key: 'code' | 'message' | 'name'): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** Any failure of the identity provider as an IdentityError; the original message is kept for the logs. */
export function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const message = field(error, 'message') ?? String(error);
  const code = field(error, 'code');
  const mapped = code ? BY_FIREBASE_CODE[code] : undefined;
  if (mapped) return new IdentityError(mapped, message);
  // The bundler's error when the lazily loaded Firebase chunk does not arrive.
  if (field(error, 'name') === 'ChunkLoadError') return new IdentityError('unavailable', message);
  return new IdentityError('unknown', message);
}
