import { IdentityError, type IdentityUser } from './identity';
import { createMemoryIdentity } from './memory-identity';

const ada: IdentityUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };

describe('createMemoryIdentity', () => {
  it('calls a listener with the current user at once and on every change', async () => {
    const identity = createMemoryIdentity([ada]);
    const listener = jest.fn();
    identity.onChange(listener);
    expect(listener).toHaveBeenLastCalledWith(null);

    await expect(identity.signInWithGoogle()).resolves.toEqual(ada);
    expect(listener).toHaveBeenLastCalledWith(ada);
    expect(identity.current).toEqual(ada);

    await identity.signOut();
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('gives a late listener the signed-in user at once', async () => {
    const identity = createMemoryIdentity([ada]);
    await identity.signInWithGoogle();
    const listener = jest.fn();
    identity.onChange(listener);
    expect(listener).toHaveBeenCalledWith(ada);
  });

  it('stops calling a listener after unsubscribe', async () => {
    const identity = createMemoryIdentity([ada]);
    const listener = jest.fn();
    const off = identity.onChange(listener);
    off();
    await identity.signInWithGoogle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('fails sign-in like a closed pop-up when there is no account to choose', async () => {
    const identity = createMemoryIdentity();
    await expect(identity.signInWithGoogle()).rejects.toEqual(new IdentityError('cancelled'));
    expect(identity.current).toBeNull();
  });

  it('fails the next sign-in only with the error it is given', async () => {
    const identity = createMemoryIdentity([ada]);
    identity.failNext(new IdentityError('network'));
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ code: 'network' });
    expect(identity.current).toBeNull();
    await expect(identity.signInWithGoogle()).resolves.toEqual(ada);
  });
});
