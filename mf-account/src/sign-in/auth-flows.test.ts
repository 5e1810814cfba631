import { ServerCallError, IdentityError, type IdentityUser } from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import {
  createMemoryAccountStore,
  createMemoryIdentity,
  memoryCallServer,
  type MemoryIdentity,
} from 'shared-contracts/testing';
import type { MemoryServerStore } from '../harness/sample-account-data';
import { logIn } from './log-in';
import { signUp } from './sign-up';

const ada: IdentityUser = { uid: 'g-ada', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const created = new Date(2025, 5, 17, 9, 5, 0);
const existing = () => ({ [ada.uid]: newAccountDocument(ada, new Date(2024, 0, 2, 3, 4, 5)) });
const failing = (store: MemoryServerStore, method: keyof MemoryServerStore, error: Error = new ServerCallError('unavailable')) =>
  ({ ...store, [method]: () => Promise.reject(error) }) as MemoryServerStore;
/** The sign-in flows' ports: the server answers from `store` for whoever the identity signed in, its clock at `now`. */
const ports = (identity: MemoryIdentity, store: MemoryServerStore, now?: Date) => ({
  identity,
  callServer: memoryCallServer(store, () => ({ uid: identity.current?.uid, user: identity.current }), now && (() => now.getTime())),
});

describe('signUp (SPEC §4)', () => {
  it('writes the account document, reads it back and signs the shopper in', async () => {
    const accounts = createMemoryAccountStore();
    const outcome = await signUp(ports(createMemoryIdentity([ada]), accounts, created));
    expect(outcome).toMatchObject({ ok: true, message: 'Your Oja Express account was created successfully!' });
    const doc = await accounts.read(ada.uid);
    expect(doc!.user.primaryInformation).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      userType: 'Buyer',
      dateOfCreation: '17-06-2025 09:05:00',
    });
    if (!outcome.ok) throw new Error('expected success');
    expect(outcome.session).toMatchObject({ uid: ada.uid, isLoggedIn: true, primaryInformation: { userType: 'user' } });
  });

  it('signs in an existing account as it is, never overwriting it', async () => {
    const accounts = createMemoryAccountStore(existing());
    await accounts.updatePrimaryInformation(ada.uid, { phone: '+2348012345678' });
    const outcome = await signUp(ports(createMemoryIdentity([ada]), accounts, created));
    expect(outcome).toMatchObject({ ok: true, message: 'Welcome back Ada' });
    const doc = await accounts.read(ada.uid);
    expect(doc!.user.primaryInformation).toMatchObject({ phone: '+2348012345678', dateOfCreation: '02-01-2024 03:04:05' });
  });

  it('accepts a one-word name: it becomes the first name', async () => {
    const accounts = createMemoryAccountStore();
    const outcome = await signUp(ports(createMemoryIdentity([{ ...ada, displayName: 'Cher' }]), accounts));
    expect(outcome.ok).toBe(true);
    expect((await accounts.read(ada.uid))!.user.primaryInformation).toMatchObject({ firstName: 'Cher', lastName: null });
  });

  it("says 'User Information does not exist' with 🚫 when the read-back finds nothing, and signs out", async () => {
    const identity = createMemoryIdentity([ada]);
    const accounts = { ...createMemoryAccountStore(), read: async () => null };
    const outcome = await signUp(ports(identity, accounts));
    expect(outcome).toEqual({ ok: false, message: '🚫 User Information does not exist', kind: 'error' });
    expect(identity.current).toBeNull();
  });

  it('gives the account-creation error for a failed write, and signs out', async () => {
    const identity = createMemoryIdentity([ada]);
    const outcome = await signUp(ports(identity, failing(createMemoryAccountStore(), 'create')));
    expect(outcome).toEqual({
      ok: false,
      message: 'There was an error creating your Oja Express account. Please try again.',
      kind: 'error',
    });
    expect(identity.current).toBeNull();
  });

  it('gives the account-creation error for an unknown identity failure', async () => {
    const identity = createMemoryIdentity([ada]);
    identity.failNext(new Error('auth/internal'));
    const outcome = await signUp(ports(identity, createMemoryAccountStore()));
    expect(outcome).toMatchObject({ ok: false, message: 'There was an error creating your Oja Express account. Please try again.' });
  });
});

describe('logIn (SPEC §4)', () => {
  it("signs in a shopper with an account and says 'Welcome back' with the first name", async () => {
    const outcome = await logIn(ports(createMemoryIdentity([ada]), createMemoryAccountStore(existing())));
    expect(outcome).toMatchObject({ ok: true, message: 'Welcome back Ada', session: { uid: ada.uid, isLoggedIn: true } });
  });

  it('refuses a shopper with no account: the spec message, no session, signed out of the provider', async () => {
    const identity = createMemoryIdentity([ada]);
    const outcome = await logIn(ports(identity, createMemoryAccountStore()));
    expect(outcome).toEqual({ ok: false, message: 'User account does not exist. Please sign up first', kind: 'error' });
    expect(identity.current).toBeNull();
  });

  it("says 'Error logging in' when the account store fails, and signs out", async () => {
    const identity = createMemoryIdentity([ada]);
    const outcome = await logIn(ports(identity, failing(createMemoryAccountStore(existing()), 'read')));
    expect(outcome).toEqual({ ok: false, message: 'Error logging in', kind: 'error' });
    expect(identity.current).toBeNull();
  });

  it("says 'Error logging in' for an unknown identity failure", async () => {
    const identity = createMemoryIdentity([ada]);
    identity.failNext(new IdentityError('unknown', 'auth/weird'));
    expect(await logIn(ports(identity, createMemoryAccountStore(existing())))).toMatchObject({ message: 'Error logging in' });
  });

  it.each([
    ['cancelled', 'Sign-in was cancelled. Choose Google again when you are ready.', 'info'],
    ['popup-blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.', 'error'],
    ['network', 'We could not reach the sign-in service. Check your connection and try again.', 'error'],
    ['too-many-requests', 'Too many sign-in attempts. Please wait a few minutes and try again.', 'error'],
    ['user-disabled', 'This account has been disabled. Please contact support.', 'error'],
  ] as const)('explains an identity failure (%s) in words a person understands', async (code, message, kind) => {
    const identity = createMemoryIdentity([ada]);
    identity.failNext(new IdentityError(code));
    expect(await logIn(ports(identity, createMemoryAccountStore(existing())))).toEqual({ ok: false, message, kind });
    identity.failNext(new IdentityError(code));
    expect(await signUp(ports(identity, createMemoryAccountStore()))).toEqual({ ok: false, message, kind });
  });
});
