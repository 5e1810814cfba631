import { AccountStoreError, newAccountDocument, type AccountDocument } from 'shared-contracts';
import { accountFromData, listingData, listingFromData, mergeFields, toAccountStoreError, withoutUndefined } from './firestore-data';

/** What the Firebase SDK throws: a FirebaseError with a Firestore code. */
const firestoreError = (code: string) => Object.assign(new Error(`Firestore said ${code}`), { name: 'FirebaseError', code });

describe('toAccountStoreError', () => {
  it.each([
    ['not-found', 'not-found', 'User not found'],
    ['permission-denied', 'permission-denied', 'You do not have access to this account'],
    ['unauthenticated', 'permission-denied', 'You do not have access to this account'],
    ['unavailable', 'unavailable', 'The account store could not be reached'],
    ['deadline-exceeded', 'unavailable', 'The account store could not be reached'],
    ['resource-exhausted', 'unavailable', 'The account store could not be reached'],
    ['aborted', 'unavailable', 'The account store could not be reached'],
    ['invalid-argument', 'unknown', 'The account store could not be reached'],
    ['internal', 'unknown', 'The account store could not be reached'],
  ])("maps Firestore's %s to %s", (firestoreCode, code, message) => {
    const cause = firestoreError(firestoreCode);
    const error = toAccountStoreError(cause);
    expect(error).toBeInstanceOf(AccountStoreError);
    expect(error).toMatchObject({ code, message, cause });
  });

  it('reads codes with the firestore/ prefix too', () => {
    expect(toAccountStoreError(firestoreError('firestore/permission-denied')).code).toBe('permission-denied');
  });

  it("passes the store's own errors through and calls anything else 'unknown'", () => {
    const own = new AccountStoreError('not-found');
    expect(toAccountStoreError(own)).toBe(own);
    expect(toAccountStoreError(new TypeError('boom')).code).toBe('unknown');
    expect(toAccountStoreError('offline').code).toBe('unknown');
  });
});

describe('withoutUndefined', () => {
  it('drops undefined fields at every depth and keeps nulls, arrays and empty maps', () => {
    const value = {
      a: undefined,
      b: null,
      c: { d: undefined, e: 0, f: [{ g: undefined, h: '' }] },
      empty: {},
      list: [1, 2],
    };
    expect(withoutUndefined(value)).toStrictEqual({ b: null, c: { e: 0, f: [{ h: '' }] }, empty: {}, list: [1, 2] });
  });

  it('copies, so the result shares nothing with what it was given', () => {
    const given = { nested: { list: ['a'] } };
    const copy = withoutUndefined(given);
    copy.nested.list.push('b');
    expect(given.nested.list).toEqual(['a']);
  });
});

describe('mergeFields', () => {
  it('turns a patch into field paths under the map, skipping undefined values', () => {
    expect(mergeFields('user.primaryInformation', { lastName: 'Obi', phone: null, middleName: undefined })).toEqual({
      'user.primaryInformation.lastName': 'Obi',
      'user.primaryInformation.phone': null,
    });
  });

  it('writes a nested map whole, as the in-memory merge does', () => {
    expect(mergeFields('user.location', { geoCoordinates: { latitude: 6.6, longitude: 3.35 } })).toEqual({
      'user.location.geoCoordinates': { latitude: 6.6, longitude: 3.35 },
    });
  });
});

describe('account and listing documents', () => {
  it('reads an account document as it was written', () => {
    const user = { uid: 'u1', email: 'a@b.co', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
    const doc = newAccountDocument(user, new Date(2025, 0, 1));
    expect(accountFromData(doc as unknown as Record<string, unknown>)).toEqual(doc);
  });

  it('gives empty orders and notifications to a document written without them', () => {
    const partial = { user: { primaryInformation: { firstName: 'Ada' }, location: {} } };
    const read: AccountDocument = accountFromData(partial);
    expect(read.orders).toEqual([]);
    expect(read.notifications).toEqual([]);
  });

  it("stores a listing with its seller and time but without an id, whatever the caller passed", () => {
    const product = { name: 'Blue Kaftan', price: 15000, discountPrice: undefined, id: 'forged', sellerId: 'someone-else' };
    const stored = { name: 'Blue Kaftan', price: 15000, sellerId: 'u1', createdAt: 1000 };
    expect(listingData('u1', product as never, 1000)).toStrictEqual(stored);
  });

  it("reads a listing with the document's id", () => {
    expect(listingFromData('abc', { name: 'Blue Kaftan', sellerId: 'u1', createdAt: 1000 })).toEqual({
      id: 'abc',
      name: 'Blue Kaftan',
      sellerId: 'u1',
      createdAt: 1000,
    });
  });
});
