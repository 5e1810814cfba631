import { EARLY_BIRD_IMAGES_MAX } from '../constants';
import { EarlyBirdRegistrationSchema } from './early-bird';
import { parsePayload } from './problem';

const png = { title: 'Kente bag', image: 'data:image/png;base64,iVBORw0KGgo=' };
const valid = { firstName: ' Chiamaka ', lastName: 'Eze', email: ' chiamaka@example.ng ', images: [png] };
const problemOf = (input: unknown) => {
  const parsed = parsePayload(EarlyBirdRegistrationSchema, input);
  return parsed.ok ? null : parsed.problem;
};

test('a registration is trimmed, and phone, company and titles may be left out', () => {
  const parsed = parsePayload(EarlyBirdRegistrationSchema, { ...valid, images: [{ image: png.image }] });
  expect(parsed).toEqual({
    ok: true,
    value: { firstName: 'Chiamaka', lastName: 'Eze', email: 'chiamaka@example.ng', phone: '', company: '', images: [{ title: '', image: png.image }] },
  });
});

test("the spec's order and messages: the full name, then the email, then the images", () => {
  const everythingWrong = { firstName: ' ', lastName: '', email: 'ada@example', images: [] };
  expect(problemOf(everythingWrong)).toEqual({ field: 'firstName', message: 'Please enter your full name' });
  expect(problemOf({ ...everythingWrong, firstName: 'Ada' })).toEqual({ field: 'lastName', message: 'Please enter your full name' });
  expect(problemOf({ ...everythingWrong, firstName: 'Ada', lastName: 'Obi' })).toEqual({ field: 'email', message: 'Please enter a valid email address' });
  expect(problemOf({ ...valid, images: [] })).toEqual({ field: 'images', message: 'Please upload at least one item image' });
});

test('only JPEG and PNG pictures, at most five, each within 2MB', () => {
  expect(problemOf({ ...valid, images: [{ image: 'data:image/svg+xml;base64,PHN2Zz4=' }] })).toEqual({
    field: 'images.0.image',
    message: 'Please select only images (JPEG, PNG)',
  });
  expect(problemOf({ ...valid, images: [{ image: 'https://example.com/a.png' }] })?.message).toBe('Please select only images (JPEG, PNG)');
  expect(problemOf({ ...valid, images: [png, { image: `data:image/jpeg;base64,${'A'.repeat(2_900_000)}` }] })).toEqual({
    field: 'images.1.image',
    message: 'is larger than 2MB',
  });
  expect(problemOf({ ...valid, images: Array(EARLY_BIRD_IMAGES_MAX).fill(png) })).toBeNull();
  expect(problemOf({ ...valid, images: Array(EARLY_BIRD_IMAGES_MAX + 1).fill(png) })?.message).toBe('You can add at most 5 images.');
});

test('the limits of a name and an email, and no field the form does not have', () => {
  expect(problemOf({ ...valid, lastName: 'x'.repeat(81) })).toEqual({ field: 'lastName', message: 'must be at most 80 characters' });
  expect(problemOf({ ...valid, email: `${'a'.repeat(250)}@b.ng` })?.field).toBe('email');
  expect(problemOf({ ...valid, company: 'c'.repeat(121) })?.field).toBe('company');
  expect(problemOf({ ...valid, isAdmin: true })).toEqual({ field: 'isAdmin', message: 'is not accepted here' });
});

test('an email or a name holding a control character is refused by its name (issue 38)', () => {
  expect(problemOf({ ...valid, email: 'chiamaka\u0000@example.ng' })).toEqual({ field: 'email', message: 'must not contain control characters' });
  expect(problemOf({ ...valid, email: 'chiamaka@example.ng\u0000' })).toEqual({ field: 'email', message: 'must not contain control characters' });
  expect(problemOf({ ...valid, lastName: 'E\u001bze' })).toEqual({ field: 'lastName', message: 'must not contain control characters' });
  expect(problemOf({ ...valid, phone: '0803\u0000' })).toEqual({ field: 'phone', message: 'must not contain control characters' });
  expect(problemOf(valid)).toBeNull();
});
