import type { FirebaseApp } from 'firebase/app';
import type { IdentityUser } from 'shared-contracts';
import { emulatorSubject, type ChosenAccount } from './emulator-credential';
import { createFirebaseIdentity, type AuthSdk } from './firebase-identity';

interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  providerId: string;
  providerData: { providerId: string; uid: string; email: string | null; displayName: string | null; photoURL: string | null }[];
  reload: jest.Mock<Promise<void>, []>;
}

const googleUser = (uid: string, email: string, displayName: string | null, sub = emulatorSubject(email)): FakeUser => ({
  uid,
  email,
  displayName,
  photoURL: null,
  providerId: 'firebase',
  providerData: [{ providerId: 'google.com', uid: sub, email, displayName, photoURL: 'https://photo.example/ada.png' }],
  reload: jest.fn(async () => undefined),
});

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/**
 * A stand-in for `firebase/auth` that behaves like the emulator where the adapter relies on it:
 * one account per Google subject, auth state told asynchronously, the stored user first.
 */
function fakeAuthSdk({ stored = null, nameFromToken = true }: { stored?: FakeUser | null; nameFromToken?: boolean } = {}) {
  const auth = { fake: 'auth' };
  let currentUser = stored;
  const stateListeners = new Set<(user: FakeUser | null) => void>();
  const tell = () => stateListeners.forEach((listener) => queueMicrotask(() => listener(currentUser)));
  const accountsBySub = new Map<string, FakeUser>();
  const sdk = {
    initializeAuth: jest.fn(() => auth),
    connectAuthEmulator: jest.fn(),
    browserLocalPersistence: { type: 'LOCAL' },
    browserPopupRedirectResolver: { type: 'popup-resolver' },
    GoogleAuthProvider: class {
      static credential = jest.fn((idToken: string) => ({ providerId: 'google.com', idToken }));
    },
    signInWithCredential: jest.fn(async (_auth: unknown, credential: { idToken: string }) => {
      const claims = JSON.parse(credential.idToken) as { sub: string; email: string; name?: string };
      let user = accountsBySub.get(claims.sub);
      if (!user) {
        user = googleUser(`uid-${accountsBySub.size + 1}`, claims.email, nameFromToken ? (claims.name ?? null) : null, claims.sub);
        accountsBySub.set(claims.sub, user);
      }
      currentUser = user;
      tell();
      return { user };
    }),
    signInWithPopup: jest.fn(async (_auth: unknown, _provider: unknown) => {
      currentUser = googleUser('uid-popup', 'popup@example.com', 'Pop Up');
      tell();
      return { user: currentUser };
    }),
    updateProfile: jest.fn(async (user: FakeUser, profile: { displayName: string }) => {
      user.displayName = profile.displayName;
    }),
    onAuthStateChanged: jest.fn((_auth: unknown, listener: (user: FakeUser | null) => void) => {
      stateListeners.add(listener);
      queueMicrotask(() => listener(currentUser));
      return () => stateListeners.delete(listener);
    }),
    signOut: jest.fn(async () => {
      currentUser = null;
      tell();
    }),
  };
  return { sdk, auth, loadAuth: jest.fn(async () => sdk as unknown as AuthSdk) };
}

const app = { name: '[DEFAULT]' } as FirebaseApp;
const emulatorConfig = { mode: 'emulator' as const, projectId: 'demo-storefront', emulatorUrl: 'http://127.0.0.1:3799' };
const ada: ChosenAccount = { email: 'ada@example.com', name: 'Ada Obi' };

/** Lets queued auth-state deliveries and the adapter's awaits run. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

function setup({ fake = fakeAuthSdk(), config = emulatorConfig as Parameters<typeof createFirebaseIdentity>[0]['config'], chosen = [ada] as (ChosenAccount | null)[] } = {}) {
  const chooseAccount = jest.fn(async () => (chosen.length > 1 ? chosen.shift()! : chosen[0]!) ?? null);
  const identity = createFirebaseIdentity({ config, app: async () => app, chooseAccount, loadAuth: fake.loadAuth });
  return { identity, chooseAccount, ...fake };
}

describe('createFirebaseIdentity in emulator mode', () => {
  it('loads firebase/auth only on first use, and connects to the emulator once', async () => {
    const { identity, sdk, loadAuth, auth } = setup();
    expect(loadAuth).not.toHaveBeenCalled();
    await identity.signInWithGoogle();
    await identity.signOut();
    await identity.signInWithGoogle();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(app, { persistence: sdk.browserLocalPersistence });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledTimes(1);
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(auth, 'http://127.0.0.1:3799', { disableWarnings: true });
  });

  it('loads firebase/auth ahead of the click on preload, once', async () => {
    const { identity, loadAuth, chooseAccount } = setup();
    identity.preload!();
    await settle();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(chooseAccount).not.toHaveBeenCalled();
    await identity.signInWithGoogle();
    expect(loadAuth).toHaveBeenCalledTimes(1);
  });

  it('uses the standard emulator address when the config names none', async () => {
    const { identity, sdk } = setup({ config: { mode: 'emulator', projectId: 'demo-storefront' } });
    await identity.signInWithGoogle();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('signs in as the chosen account with a Google credential whose subject comes from the email', async () => {
    const { identity, sdk, chooseAccount } = setup();
    const user = await identity.signInWithGoogle();
    expect(chooseAccount).toHaveBeenCalledTimes(1);
    expect(sdk.GoogleAuthProvider.credential).toHaveBeenCalledWith(
      JSON.stringify({ sub: emulatorSubject('ada@example.com'), email: 'ada@example.com', email_verified: true, name: 'Ada Obi' }),
    );
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
    expect(user).toEqual<IdentityUser>({
      uid: 'uid-1',
      email: 'ada@example.com',
      displayName: 'Ada Obi',
      photoUrl: 'https://photo.example/ada.png',
      providerId: 'google.com',
    });
  });

  it('is the same Firebase user each time the same email is chosen', async () => {
    const { identity } = setup({ chosen: [ada, { email: 'bola@example.com', name: 'Bola Ade' }, { email: 'ADA@example.com ', name: 'Ada' }] });
    const first = await identity.signInWithGoogle();
    const other = await identity.signInWithGoogle();
    const again = await identity.signInWithGoogle();
    expect(other.uid).not.toBe(first.uid);
    expect(again.uid).toBe(first.uid);
  });

  it('rejects as cancelled when the chooser is closed, without signing in', async () => {
    const { identity, sdk } = setup({ chosen: [null] });
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ name: 'IdentityError', code: 'cancelled' });
    expect(sdk.signInWithCredential).not.toHaveBeenCalled();
  });

  it('gives a user without a display name the chosen name, and tells listeners', async () => {
    const { identity, sdk } = setup({ fake: fakeAuthSdk({ nameFromToken: false }) });
    const listener = jest.fn();
    identity.onChange(listener);
    const user = await identity.signInWithGoogle();
    await settle();
    expect(sdk.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ uid: 'uid-1' }), { displayName: 'Ada Obi' });
    expect(user.displayName).toBe('Ada Obi');
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ uid: 'uid-1', displayName: 'Ada Obi' }));
  });

  it('leaves a display name the account already has', async () => {
    const { identity, sdk } = setup();
    await identity.signInWithGoogle();
    expect(sdk.updateProfile).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/network-request-failed', 'network'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/invalid-credential', 'unknown'],
  ])('reports %s as an IdentityError %s', async (firebaseCode, code) => {
    const { identity, sdk } = setup();
    sdk.signInWithCredential.mockRejectedValueOnce(firebaseError(firebaseCode));
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ name: 'IdentityError', code });
  });

  it('reports a Firebase SDK that cannot load as unavailable, and loads it on the next try', async () => {
    const fake = fakeAuthSdk();
    const realLoad = fake.loadAuth.getMockImplementation()!;
    fake.loadAuth.mockRejectedValueOnce(Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }));
    fake.loadAuth.mockImplementation(realLoad);
    const { identity } = setup({ fake });
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ code: 'unavailable' });
    await expect(identity.signInWithGoogle()).resolves.toMatchObject({ uid: 'uid-1' });
  });
});

describe('createFirebaseIdentity in firebase mode', () => {
  const config = { mode: 'firebase' as const, apiKey: 'AIza', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };

  it("opens Google's pop-up, with no emulator and no chooser", async () => {
    const { identity, sdk, chooseAccount } = setup({ config });
    const user = await identity.signInWithGoogle();
    expect(sdk.initializeAuth).toHaveBeenCalledWith(app, {
      persistence: sdk.browserLocalPersistence,
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(chooseAccount).not.toHaveBeenCalled();
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(expect.anything(), expect.any(sdk.GoogleAuthProvider));
    expect(user).toMatchObject({ uid: 'uid-popup', providerId: 'google.com' });
  });

  it.each([
    ['auth/popup-closed-by-user', 'cancelled'],
    ['auth/popup-blocked', 'popup-blocked'],
  ])('reports %s as %s', async (firebaseCode, code) => {
    const { identity, sdk } = setup({ config });
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError(firebaseCode));
    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ code });
  });
});

describe('createFirebaseIdentity auth state', () => {
  it('tells a listener the signed-out state, then each sign-in and sign-out', async () => {
    const { identity } = setup();
    const listener = jest.fn();
    identity.onChange(listener);
    await settle();
    expect(listener.mock.calls).toEqual([[null]]);
    await identity.signInWithGoogle();
    await settle();
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ uid: 'uid-1', email: 'ada@example.com', providerId: 'google.com' }));
    await identity.signOut();
    await settle();
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  it('tells a late listener the current state at once, and stops after unsubscribing', async () => {
    const { identity } = setup();
    identity.onChange(() => undefined);
    await identity.signInWithGoogle();
    await settle();
    const late = jest.fn();
    const unsubscribe = identity.onChange(late);
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ uid: 'uid-1' }));
    unsubscribe();
    await identity.signOut();
    await settle();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('hands the stored session to listeners as Firebase states it, with no second server check', async () => {
    // Firebase reloads a stored user while initialising and clears one the server no longer knows.
    const stored = googleUser('uid-stored', 'ada@example.com', 'Ada Obi');
    const { identity, sdk } = setup({ fake: fakeAuthSdk({ stored }) });
    const listener = jest.fn();
    identity.onChange(listener);
    await settle();
    expect(stored.reload).not.toHaveBeenCalled();
    expect(sdk.signOut).not.toHaveBeenCalled();
    expect(listener.mock.calls).toEqual([[expect.objectContaining({ uid: 'uid-stored' })]]);
  });

  it('signs out of Firebase, reporting a failure as an IdentityError', async () => {
    const { identity, sdk } = setup();
    sdk.signOut.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    await expect(identity.signOut()).rejects.toMatchObject({ code: 'network' });
    await expect(identity.signOut()).resolves.toBeUndefined();
    expect(sdk.signOut).toHaveBeenCalledTimes(2);
  });
});
