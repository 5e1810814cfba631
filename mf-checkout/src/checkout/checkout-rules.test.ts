import { SAMPLE_SHOPPER } from 'shared-contracts/testing';
import type { Payer } from './payer';
import { CHECKOUT_STEPS, type StepView } from './checkout-steps';
import { SAMPLE_SHIPPING, sampleLine } from './testing/sample-checkout';
import {
  missingProfileItems,
  payerFromProfile,
  payerProblems,
  resyncWithProfile,
  shippingFromProfile,
  shippingProblems,
} from './checkout-rules';

const shipping = SAMPLE_SHIPPING;
const line = sampleLine;
/** A shopper whose profile has everything checkout asks for. */
const complete = SAMPLE_SHOPPER;
const payer: Payer = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' };

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
    expect(payerProblems({ ...payer, email: 'ada.example.com' }).email).toBe('Please enter a valid email address');
    expect(payerProblems({ ...payer, email: '' }).email).toBe('Email is required');
  });

  it('needs every payment field the shopper fills in', () => {
    expect(payerProblems({ ...payer, lastName: '', firstName: ' ' })).toEqual({ firstName: 'First Name is required', lastName: 'Last Name is required' });
  });
});

describe('the steps (SPEC §2, §5)', () => {
  const view: StepView = { lines: [line('a', 4500, 1)], shipping, payer, total: 4_500, profileMissing: [], showProblems: false, setShipping: () => undefined, setPayer: () => undefined };
  const [review, shippingStep, payment, finalReview] = CHECKOUT_STEPS.map((step) => (state: Partial<StepView> = {}) => step.canLeave({ ...view, ...state }));

  it('are the four of the spec, in order, each with its address', () => {
    expect(CHECKOUT_STEPS.map((s) => [s.title, s.id])).toEqual([
      ['Review', 'review'],
      ['Shipping', 'shipping'],
      ['Payment', 'payment'],
      ['Final Review', 'final-review'],
    ]);
  });

  it('Review is left with a non-empty cart', () => {
    expect(review!()).toBe(true);
    expect(review!({ lines: [] })).toBe(false);
  });

  it('Shipping is left with every shipping field and a complete profile', () => {
    expect(shippingStep!()).toBe(true);
    expect(shippingStep!({ shipping: { ...shipping, city: '' } })).toBe(false);
    expect(shippingStep!({ profileMissing: ['Phone Number'] })).toBe(false);
  });

  it('Payment is left with every payment field; Final Review places the order instead', () => {
    expect(payment!()).toBe(true);
    expect(payment!({ payer: { ...payer, email: '' } })).toBe(false);
    expect(finalReview!()).toBe(false);
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
