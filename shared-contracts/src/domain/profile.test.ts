import type { SessionUser } from '../types/user';
import { missingProfileItems, needsOnboarding } from './profile';

const complete: SessionUser = {
  providerId: 'google.com',
  uid: 'u1',
  isLoggedIn: true,
  primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678' },
  location: { streetName: 'Allen Avenue', streetNumber: '12', city: 'Ikeja', state: 'Lagos', postalCode: '100271' },
};

describe('missingProfileItems', () => {
  it('is empty for a complete profile', () => {
    expect(missingProfileItems(complete)).toEqual([]);
  });

  it('names every item, in the spec order, for an empty profile', () => {
    expect(missingProfileItems({ primaryInformation: null, location: null })).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Address',
      'City',
      'State',
      'ZIP/Postal Code',
    ]);
  });

  it('treats blank and whitespace-only values as missing', () => {
    expect(
      missingProfileItems({
        primaryInformation: { ...complete.primaryInformation, firstName: '  ', phone: '' },
        location: { ...complete.location, city: null },
      }),
    ).toEqual(['First Name', 'Phone Number', 'City']);
  });

  it('accepts an address with a street name or a street number, and asks for it only when both are missing', () => {
    const withName = { ...complete.location, streetNumber: null };
    const withNumber = { ...complete.location, streetName: '' };
    const neither = { ...complete.location, streetName: '', streetNumber: null };
    expect(missingProfileItems({ primaryInformation: complete.primaryInformation, location: withName })).toEqual([]);
    expect(missingProfileItems({ primaryInformation: complete.primaryInformation, location: withNumber })).toEqual([]);
    expect(missingProfileItems({ primaryInformation: complete.primaryInformation, location: neither })).toEqual(['Address']);
  });
});

describe('needsOnboarding', () => {
  it('is false for a visitor', () => {
    expect(needsOnboarding({ ...complete, isLoggedIn: false, primaryInformation: null })).toBe(false);
  });

  it('is false for a signed-in user with first name, last name, email and phone, whatever the address', () => {
    expect(needsOnboarding({ ...complete, location: null })).toBe(false);
  });

  it.each(['firstName', 'lastName', 'email', 'phone'] as const)('is true for a signed-in user missing %s', (field) => {
    expect(needsOnboarding({ ...complete, primaryInformation: { ...complete.primaryInformation, [field]: '' } })).toBe(true);
    expect(needsOnboarding({ ...complete, primaryInformation: { ...complete.primaryInformation, [field]: null } })).toBe(true);
  });

  it('is true for a signed-in user with no primary information at all', () => {
    expect(needsOnboarding({ ...complete, primaryInformation: null })).toBe(true);
  });
});
