import type { SessionUser } from '../types/user';
import { LOGGED_OUT, mergeSession, sessionForStorage } from './session';

const user: SessionUser = {
  providerId: 'google.com',
  uid: 'u1',
  isLoggedIn: true,
  primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
  location: { city: 'Ikeja', state: 'Lagos' },
};

describe('LOGGED_OUT', () => {
  it('has every field null and isLoggedIn false (SPEC §3 defaults)', () => {
    expect(LOGGED_OUT).toEqual({ providerId: null, uid: null, primaryInformation: null, location: null, isLoggedIn: false });
  });
});

describe('mergeSession', () => {
  it('merges a primary information patch into the existing data', () => {
    const next = mergeSession(user, { primaryInformation: { phone: '+2348000000000', firstName: 'Adaeze' } });
    expect(next.primaryInformation).toEqual({ firstName: 'Adaeze', lastName: 'Obi', email: 'ada@example.com', phone: '+2348000000000' });
    expect(next.location).toBe(user.location);
  });

  it('merges a location patch into the existing data', () => {
    const next = mergeSession(user, { location: { postalCode: '100271' } });
    expect(next.location).toEqual({ city: 'Ikeja', state: 'Lagos', postalCode: '100271' });
    expect(next.primaryInformation).toBe(user.primaryInformation);
  });

  it('does not create data that is not present', () => {
    const bare: SessionUser = { ...user, primaryInformation: null, location: null };
    const next = mergeSession(bare, { primaryInformation: { firstName: 'Ada' }, location: { city: 'Ikeja' } });
    expect(next.primaryInformation).toBeNull();
    expect(next.location).toBeNull();
  });

  it('leaves the given user untouched', () => {
    const before = JSON.parse(JSON.stringify(user)) as SessionUser;
    mergeSession(user, { primaryInformation: { firstName: 'X' }, location: { city: 'Y' } });
    expect(user).toEqual(before);
  });
});

describe('sessionForStorage', () => {
  it('keeps the name, email and picture the shell shows, and none of the rest of the profile', () => {
    const full: SessionUser = {
      ...user,
      primaryInformation: {
        firstName: 'Ada',
        lastName: 'Obi',
        nameInitials: 'AO',
        email: 'ada@example.com',
        photoUrl: 'https://example.com/ada.png',
        userType: 'user',
        isLoggedIn: true,
        phone: '08031234567',
        dateOfBirth: '1990-04-01',
        disability: true,
        disabilityType: 'Visual',
        secondaryEmail: 'ada@work.example',
        gender: 'female',
      },
      location: { streetName: 'Allen Avenue', city: 'Ikeja', geoCoordinates: { latitude: 6.6, longitude: 3.35 } },
    };
    expect(sessionForStorage(full)).toEqual({
      providerId: 'google.com',
      uid: 'u1',
      isLoggedIn: true,
      primaryInformation: { firstName: 'Ada', lastName: 'Obi', nameInitials: 'AO', email: 'ada@example.com', photoUrl: 'https://example.com/ada.png', userType: 'user', isLoggedIn: true },
      location: null,
    });
  });
});
