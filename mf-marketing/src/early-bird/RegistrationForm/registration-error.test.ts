import { EarlyBirdRegistrationSchema, parsePayload } from 'shared-contracts/schemas';
import type { EarlyBirdForm } from '../early-bird-form';
import { registrationError } from './registration-error';

const image = { file: new File(['x'], 'a.png', { type: 'image/png' }), preview: 'blob:1', title: 'a' };
const valid: EarlyBirdForm = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '', company: '', images: [image] };

test('a complete form passes; phone and company are optional', () => {
  expect(registrationError(valid)).toBeNull();
});

test.each([
  [{ firstName: '' }, 'Please enter your full name'],
  [{ lastName: '   ' }, 'Please enter your full name'],
  [{ email: 'ada@example' }, 'Please enter a valid email address'],
  [{ email: 'ada example@x.com' }, 'Please enter a valid email address'],
  [{ images: [] }, 'Please upload at least one item image'],
])('%o gives %s', (change, message) => {
  expect(registrationError({ ...valid, ...change })).toBe(message);
});

test('rules are checked in order: name, then email, then images', () => {
  const empty: EarlyBirdForm = { firstName: '', lastName: '', email: '', phone: '', company: '', images: [] };
  expect(registrationError(empty)).toBe('Please enter your full name');
  expect(registrationError({ ...empty, firstName: 'Ada', lastName: 'Obi' })).toBe('Please enter a valid email address');
  expect(registrationError({ ...empty, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' })).toBe(
    'Please upload at least one item image',
  );
});

test("the page and the shop's server judge a form alike: the same first problem, in the same words", () => {
  const asSent = (form: EarlyBirdForm) => ({ ...form, images: form.images.map(() => ({ image: 'data:image/png;base64,iVBORw0KGgo=' })) });
  const forms: EarlyBirdForm[] = [
    valid,
    { ...valid, firstName: ' ', email: 'nope', images: [] },
    { ...valid, lastName: '', images: [] },
    { ...valid, email: 'ada@example', images: [] },
    { ...valid, email: ' ada@example.com ' },
    { ...valid, images: [] },
  ];
  for (const form of forms) {
    const server = parsePayload(EarlyBirdRegistrationSchema, asSent(form));
    expect(server.ok ? null : server.problem.message).toBe(registrationError(form));
  }
});
