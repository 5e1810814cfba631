import { SAMPLE_SHOPPER } from 'shared-contracts/testing';
import type { PaymentData } from './payment-data';
import { SAMPLE_SHIPPING, sampleLine } from './testing/sample-checkout';
import {
  canContinue,
  digitsOnly,
  missingProfileItems,
  payerFromProfile,
  paymentProblems,
  resyncWithProfile,
  shippingFromProfile,
  shippingProblems,
} from './checkout-rules';

const shipping = SAMPLE_SHIPPING;
const line = sampleLine;
/** A shopper whose profile has everything checkout asks for. */
const complete = SAMPLE_SHOPPER;
const payment: PaymentData = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', amount: '34079' };

describe('shipping and payment problems', () => {
  it('names every blank shipping field, in the spec words', () => {
    const problems = shippingProblems({ ...shipping, firstName: ' ', phone: '', zipCode: '', country: '' });
    expect(problems).toEqual({
      firstName: 'First Name is required',
      phone: 'Phone Number is required',
      zipCode: 'ZIP/Postal Code is required',
      country: 'Country is required',
    });
    expect(shippingProblems(shipping)).toEqual({});
  });

  it('says a malformed email is not one, on both forms', () => {
    expect(shippingProblems({ ...shipping, email: 'ada@' }).email).toBe('Please enter a valid email address');
    expect(paymentProblems({ ...payment, email: 'ada.example.com' }).email).toBe('Please enter a valid email address');
    expect(paymentProblems({ ...payment, email: '' }).email).toBe('Email is required');
  });

  it('needs every payment field, the amount included', () => {
    expect(paymentProblems({ ...payment, lastName: '', amount: '' })).toEqual({ lastName: 'Last Name is required', amount: 'Amount is required' });
  });
});

describe('canContinue (SPEC §5)', () => {
  const state = { lines: [line('a', 4500, 1)], shipping, payment, profileMissing: [] as string[] };

  it('step 1 needs a non-empty cart', () => {
    expect(canContinue(1, state)).toBe(true);
    expect(canContinue(1, { ...state, lines: [] })).toBe(false);
  });

  it('step 2 needs every shipping field and a complete profile', () => {
    expect(canContinue(2, state)).toBe(true);
    expect(canContinue(2, { ...state, shipping: { ...shipping, city: '' } })).toBe(false);
    expect(canContinue(2, { ...state, profileMissing: ['Phone Number'] })).toBe(false);
  });

  it('step 3 needs every payment field; step 4 places the order instead', () => {
    expect(canContinue(3, state)).toBe(true);
    expect(canContinue(3, { ...state, payment: { ...payment, amount: '' } })).toBe(false);
    expect(canContinue(4, state)).toBe(false);
  });
});

describe('prefill from the profile', () => {
  const user = {
    primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678' },
    location: { streetNumber: '12', streetName: 'Allen Avenue', city: 'Ikeja', state: 'Lagos', postalCode: '100271', country: null },
  };

  it('fills the shipping fields, the street from number and name, the country defaulting to Nigeria', () => {
    const { method: _method, ...fields } = shipping;
    expect(shippingFromProfile(user)).toEqual(fields);
    expect(shippingFromProfile({ primaryInformation: null, location: null })).toEqual({
      firstName: '', lastName: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '', country: 'Nigeria',
    });
    expect(shippingFromProfile({ ...user, location: { ...user.location, country: 'Ghana' } }).country).toBe('Ghana');
  });

  it('fills the payer from the profile', () => {
    expect(payerFromProfile(user)).toEqual({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' });
  });

  it('re-syncs fields the shopper left alone and keeps what they typed', () => {
    const before = { city: 'Ikeja', state: 'Lagos', phone: '' };
    const after = { city: 'Yaba', state: 'Lagos State', phone: '+2348000000000' };
    const current = { city: 'Ikeja', state: 'Ogun', phone: '' };
    expect(resyncWithProfile(current, before, after)).toEqual({ city: 'Yaba', state: 'Ogun', phone: '+2348000000000' });
  });
});

describe('the amount', () => {
  it('keeps digits only in the amount', () => {
    expect(digitsOnly('₦34,079.50 ')).toBe('3407950');
    expect(digitsOnly('abc')).toBe('');
  });
});


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
