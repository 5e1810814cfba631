import { SAMPLE_SHOPPER } from '../testing/harness';
import { needsOnboarding } from './profile';

/** A shopper with first name, last name, email and phone. */
const complete = SAMPLE_SHOPPER;


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
