import { IdentityError } from 'shared-contracts';
import { toIdentityError } from './identity-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('toIdentityError', () => {
  it.each([
    ['auth/popup-closed-by-user', 'cancelled'],
    ['auth/cancelled-popup-request', 'cancelled'],
    ['auth/user-cancelled', 'cancelled'],
    ['auth/popup-blocked', 'popup-blocked'],
    ['auth/network-request-failed', 'network'],
    ['auth/timeout', 'network'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/unauthorized-domain', 'unavailable'],
    ['auth/operation-not-allowed', 'unavailable'],
    ['auth/invalid-api-key', 'unavailable'],
    ['auth/internal-error', 'unavailable'],
  ])('maps %s to %s, keeping the original message', (code, expected) => {
    const error = toIdentityError(firebaseError(code));
    expect(error).toBeInstanceOf(IdentityError);
    expect(error.code).toBe(expected);
    expect(error.message).toBe(`Firebase: Error (${code}).`);
  });

  it('reports a Firebase chunk that did not load as unavailable', () => {
    const chunk = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    expect(toIdentityError(chunk).code).toBe('unavailable');
  });

  it('gives anything else as unknown with its message', () => {
    const error = toIdentityError(firebaseError('auth/invalid-credential'));
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('Firebase: Error (auth/invalid-credential).');
    expect(toIdentityError('boom')).toMatchObject({ code: 'unknown', message: 'boom' });
    expect(toIdentityError(null).code).toBe('unknown');
  });

  it('passes an IdentityError through unchanged', () => {
    const original = new IdentityError('cancelled');
    expect(toIdentityError(original)).toBe(original);
  });
});
