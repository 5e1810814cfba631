import { LOGGED_OUT, sessionForStorage, type SessionUser } from 'shared-contracts';
import { SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { parseStoredSession } from './stored-session';

// What the browser keeps of a signed-in shopper: their name and email, no phone.
const user: SessionUser = { ...SAMPLE_SHOPPER, primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } };

describe('parseStoredSession', () => {
  it('falls back to logged-out when nothing is stored', () => {
    expect(parseStoredSession(null)).toEqual(LOGGED_OUT);
    expect(parseStoredSession('')).toEqual(LOGGED_OUT);
  });

  it('falls back to logged-out when the stored value is unreadable', () => {
    expect(parseStoredSession('{not json')).toEqual(LOGGED_OUT);
    expect(parseStoredSession('null')).toEqual(LOGGED_OUT);
    expect(parseStoredSession('42')).toEqual(LOGGED_OUT);
    expect(parseStoredSession('"user"')).toEqual(LOGGED_OUT);
  });

  it('falls back to logged-out for a stored logged-out user or one without a uid', () => {
    expect(parseStoredSession(JSON.stringify({ ...user, isLoggedIn: false }))).toEqual(LOGGED_OUT);
    expect(parseStoredSession(JSON.stringify({ ...user, uid: null }))).toEqual(LOGGED_OUT);
    expect(parseStoredSession(JSON.stringify({ ...user, isLoggedIn: 'true' }))).toEqual(LOGGED_OUT);
  });

  it('restores a stored signed-in user', () => {
    expect(parseStoredSession(JSON.stringify(user))).toEqual(user);
  });

  it('fills fields missing from an older stored copy with null', () => {
    expect(parseStoredSession(JSON.stringify({ uid: 'u2', isLoggedIn: true }))).toEqual({
      providerId: null,
      uid: 'u2',
      primaryInformation: null,
      location: null,
      isLoggedIn: true,
    });
  });
});

describe('the session as the browser keeps it (sessionForStorage)', () => {
  it('is restored as a signed-in session, and keeps nothing of a signed-out one', () => {
    expect(parseStoredSession(JSON.stringify(sessionForStorage(user)))).toEqual({ ...user, location: null });
    expect(sessionForStorage(LOGGED_OUT)).toBeNull();
  });
});
