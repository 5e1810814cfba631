import type { SessionUser } from '../types/user';
import { needsOnboarding } from './profile';

const complete: SessionUser = {
  providerId: 'google.com',
  uid: 'u1',
  isLoggedIn: true,
  primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678' },
  location: { streetName: 'Allen Avenue', streetNumber: '12', city: 'Ikeja', state: 'Lagos', postalCode: '100271' },
};

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
