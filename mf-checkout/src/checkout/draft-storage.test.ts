import { clearDraft, readDraft, writeDraft, type CheckoutDraft } from './draft-storage';

const draft: CheckoutDraft = {
  shipping: {
    firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678', address: '12 Allen Avenue',
    city: 'Ikeja', state: 'Lagos', zipCode: '100271', country: 'Nigeria', method: 'express',
  },
  payer: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
  profile: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '', address: '', city: '', state: '', zipCode: '', country: 'Nigeria' },
};

beforeEach(() => sessionStorage.clear());

it('keeps a draft per shopper', () => {
  // One saved before the step moved to the URL still reads.
  sessionStorage.setItem('checkout:u1', JSON.stringify({ ...draft, step: 3 }));
  expect(readDraft(sessionStorage, 'u1')).toMatchObject(draft);
  writeDraft(sessionStorage, 'u1', draft);
  expect(readDraft(sessionStorage, 'u1')).toEqual(draft);
  expect(readDraft(sessionStorage, 'u2')).toBeNull();
  clearDraft(sessionStorage, 'u1');
  expect(readDraft(sessionStorage, 'u1')).toBeNull();
});

it.each([
  ['not JSON', '{'],
  ['an unknown shipping method', JSON.stringify({ ...draft, shipping: { ...draft.shipping, method: 'drone' } })],
  ['a missing field', JSON.stringify({ ...draft, payer: { firstName: 'Ada' } })],
])('ignores a stored draft that is %s', (_case, stored) => {
  sessionStorage.setItem('checkout:u1', stored);
  expect(readDraft(sessionStorage, 'u1')).toBeNull();
});

it('keeps working when storage refuses writes', () => {
  const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
  expect(() => writeDraft(full, 'u1', draft)).not.toThrow();
});
