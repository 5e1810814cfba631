import type { IdentityUser } from '../ports/identity';
import {
  formatDateOfCreation,
  loginPathFor,
  nameInitials,
  newAccountDocument,
  parseDateOfCreation,
  sessionFromAccount,
  splitName,
} from './account';

const google: IdentityUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada Obi',
  photoUrl: 'https://example.com/ada.png',
  providerId: 'google.com',
};

describe('formatDateOfCreation / parseDateOfCreation', () => {
  it('writes DD-MM-YYYY HH:mm:ss with leading zeros', () => {
    expect(formatDateOfCreation(new Date(2025, 0, 5, 7, 3, 9))).toBe('05-01-2025 07:03:09');
    expect(formatDateOfCreation(new Date(2024, 11, 31, 23, 59, 58))).toBe('31-12-2024 23:59:58');
  });

  it('reads back what it wrote', () => {
    const date = new Date(2025, 5, 17, 14, 30, 0);
    expect(parseDateOfCreation(formatDateOfCreation(date))).toEqual(date);
  });

  it('gives null for missing, malformed and impossible dates', () => {
    expect(parseDateOfCreation(null)).toBeNull();
    expect(parseDateOfCreation('2025-01-05 07:03:09')).toBeNull();
    expect(parseDateOfCreation('31-02-2025 10:00:00')).toBeNull();
  });
});

describe('splitName', () => {
  it('splits on a space into first and last', () => {
    expect(splitName('Ada Obi')).toEqual({ firstName: 'Ada', lastName: 'Obi' });
  });

  it('keeps every word after the first in the last name', () => {
    expect(splitName('  Ada  Lovelace Obi ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace Obi' });
  });

  it('makes a one-word name the first name instead of failing', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: null });
  });

  it('gives no names for a missing or blank name', () => {
    expect(splitName(null)).toEqual({ firstName: null, lastName: null });
    expect(splitName('   ')).toEqual({ firstName: null, lastName: null });
  });
});

describe('nameInitials', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(nameInitials('ada', 'obi')).toBe('AO');
    expect(nameInitials('Cher', null)).toBe('C');
    expect(nameInitials(null, null)).toBeNull();
  });
});

describe('newAccountDocument', () => {
  const doc = newAccountDocument(google, new Date(2025, 0, 5, 7, 3, 9));

  it("stores userType 'Buyer', the split name, email, photo and the creation time", () => {
    expect(doc.user.primaryInformation).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      photoUrl: 'https://example.com/ada.png',
      userType: 'Buyer',
      nameInitials: 'AO',
      uniqueIdentifier: 'uid-ada',
      phone: null,
      dateOfCreation: '05-01-2025 07:03:09',
    });
  });

  it('has every field of SPEC §3 and the top-level lists, empty', () => {
    expect(Object.keys(doc.user.primaryInformation)).toHaveLength(24);
    expect(doc.user.location).toEqual({
      streetNumber: null,
      streetName: null,
      city: null,
      state: null,
      country: null,
      postalCode: null,
      geoCoordinates: { latitude: null, longitude: null },
    });
    expect(doc).toMatchObject({ cart: {}, notifications: [], orders: [], reviews: [], friends: {}, wallet: {} });
    expect(doc.myItems).toEqual([{ listedForSale: [] }]);
  });

  it('accepts a one-word name', () => {
    const one = newAccountDocument({ ...google, displayName: 'Cher' }, new Date());
    expect(one.user.primaryInformation).toMatchObject({ firstName: 'Cher', lastName: null, nameInitials: 'C' });
  });
});

describe('sessionFromAccount', () => {
  const doc = newAccountDocument(google, new Date(2025, 0, 5));

  it("is signed in, keyed by the uid, with userType 'user' in the session copy", () => {
    const session = sessionFromAccount(google, doc);
    expect(session).toMatchObject({ uid: 'uid-ada', providerId: 'google.com', isLoggedIn: true });
    expect(session.primaryInformation).toMatchObject({ firstName: 'Ada', userType: 'user', isLoggedIn: true });
    expect(doc.user.primaryInformation.userType).toBe('Buyer');
  });

  it('leaves the security answer out of the session the browser keeps', () => {
    const answered = { ...doc, user: { ...doc.user, primaryInformation: { ...doc.user.primaryInformation, securityQuestion: 'Your first pet?', securityAnswer: 'Bingo' } } };
    const session = sessionFromAccount(google, answered);
    expect(session.primaryInformation).not.toHaveProperty('securityAnswer');
    expect(session.primaryInformation?.securityQuestion).toBe('Your first pet?');
  });
});

describe('loginPathFor', () => {
  it('names the page to return to', () => {
    expect(loginPathFor('/checkout')).toBe('/login?next=%2Fcheckout');
  });
});

