import { sessionFromAccount } from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import { SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { needsOnboarding } from './onboarding';

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

it('is needed after signing up with Google: a new Google account has no phone', () => {
  const google = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
  expect(needsOnboarding(sessionFromAccount(google, newAccountDocument(google, new Date(2025, 0, 5))))).toBe(true);
});
