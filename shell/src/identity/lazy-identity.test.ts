import { IdentityError, type Identity, type IdentityUser } from 'shared-contracts';
import { createMemoryIdentity } from 'shared-contracts/testing';
import { createLazyIdentity } from './lazy-identity';

const ada: IdentityUser = { uid: 'u-ada', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };

/** A load the test finishes when it wants. */
function deferredLoad(identity: Identity) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<Identity>((resolve, reject) => {
        finish = () => resolve(identity);
        fail = reject;
      }),
  );
  return { load, finish: () => finish(), fail: (error: Error) => fail(error) };
}

describe('createLazyIdentity', () => {
  it('loads nothing until identity is first used, then loads once', async () => {
    const memory = createMemoryIdentity([ada]);
    const load = jest.fn(async () => memory);
    const identity = createLazyIdentity(load);
    expect(load).not.toHaveBeenCalled();
    await expect(identity.signInWithGoogle()).resolves.toEqual(ada);
    await identity.signOut();
    expect(memory.current).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a known shopper’s token without loading anything for a visitor', async () => {
    const memory = Object.assign(createMemoryIdentity([ada]), { idToken: async () => 'id-token-ada' });
    const load = jest.fn(async () => memory);
    const identity = createLazyIdentity(load);
    await expect(identity.knownIdToken()).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    await identity.signInWithGoogle();
    await expect(identity.knownIdToken()).resolves.toBe('id-token-ada');
  });

  it('subscribes once loaded, and hears every change after', async () => {
    const memory = createMemoryIdentity([ada]);
    const { load, finish } = deferredLoad(memory);
    const identity = createLazyIdentity(load);
    const listener = jest.fn();
    identity.onChange(listener);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(listener).toHaveBeenLastCalledWith(null);
    await identity.signInWithGoogle();
    expect(listener).toHaveBeenLastCalledWith(ada);
  });

  it('subscribes at once when already loaded', async () => {
    const memory = createMemoryIdentity([ada]);
    const identity = createLazyIdentity(async () => memory);
    await identity.signInWithGoogle();
    const listener = jest.fn();
    identity.onChange(listener);
    expect(listener).toHaveBeenCalledWith(ada);
  });

  it('never calls a listener that unsubscribed before the load finished', async () => {
    const memory = createMemoryIdentity([ada]);
    const { load, finish } = deferredLoad(memory);
    const identity = createLazyIdentity(load);
    const listener = jest.fn();
    const unsubscribe = identity.onChange(listener);
    unsubscribe();
    finish();
    await identity.signInWithGoogle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops a listener that unsubscribes after the load', async () => {
    const memory = createMemoryIdentity([ada]);
    const identity = createLazyIdentity(async () => memory);
    const listener = jest.fn();
    const unsubscribe = identity.onChange(listener);
    await identity.signInWithGoogle();
    expect(listener).toHaveBeenLastCalledWith(ada);
    const calls = listener.mock.calls.length;
    unsubscribe();
    await identity.signOut();
    expect(memory.current).toBeNull();
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('passes on sign-in failures unchanged', async () => {
    const memory = createMemoryIdentity([ada]);
    memory.failNext(new IdentityError('popup-blocked'));
    const identity = createLazyIdentity(async () => memory);
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ code: 'popup-blocked' });
  });

  it('reports a load failure as unavailable, tries again next time, and then attaches waiting listeners', async () => {
    const memory = createMemoryIdentity([ada]);
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    const load = jest.fn().mockRejectedValueOnce(chunkError).mockResolvedValue(memory);
    const identity = createLazyIdentity(load);
    const listener = jest.fn();
    identity.onChange(listener);
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ name: 'IdentityError', code: 'unavailable' });
    expect(listener).not.toHaveBeenCalled();
    await expect(identity.signInWithGoogle()).resolves.toEqual(ada);
    expect(load).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(ada);
  });

  it('preloads on request without reporting a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(createMemoryIdentity());
    const identity = createLazyIdentity(load);
    identity.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    identity.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("passes the preload on to the loaded identity's own", async () => {
    const loadedPreload = jest.fn();
    const identity = createLazyIdentity(async () => ({ ...createMemoryIdentity(), preload: loadedPreload }));
    identity.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadedPreload).toHaveBeenCalledTimes(1);
  });
});
