import type { GenericSchema } from 'valibot';
import { AdvanceOrderSchema, ProductRefSchema } from './advance-order';
import { ListingInputSchema, ListingUpdateSchema } from './listing-input';
import { OrderRefSchema, PlaceOrderSchema, SandboxChargeSchema } from './place-order';
import { NotificationsSchema, PrimaryInformationPatchSchema as ProfilePatchSchema } from './account-payloads';
import { EarlyBirdRegistrationSchema } from './early-bird';
import { describeProblem, parsePayload } from './problem';

// Inputs that once reached the server's code and answered 500, or were stored (issue 32): each is
// refused by its schema now, naming the field, before anything is read or written.
const refused = (schema: GenericSchema, input: unknown) => {
  const parsed = parsePayload(schema, input);
  return parsed.ok ? null : describeProblem(parsed.problem);
};

const ID = 'must be an id (letters, digits, - and _)';

describe('ids are ids, never paths', () => {
  it.each(['a/b', '../orders', 'listing-a/b', 'ORD 1', '.', '..', '__proto__', '__name__', 'constructor', 'toString'])('refuses %j wherever an id is asked', (bad) => {
    expect(refused(OrderRefSchema, { orderId: bad })).toBe(`orderId: ${ID}`);
    expect(refused(ProductRefSchema, { productId: bad })).toBe(`productId: ${ID}`);
    expect(refused(AdvanceOrderSchema, { orderId: bad, action: 'seal', expectedStatus: 'paid' })).toBe(`orderId: ${ID}`);
    expect(refused(ListingUpdateSchema, { id: bad, stock: 1 })).toBe(`id: ${ID}`);
    expect(refused(SandboxChargeSchema, { reference: bad, outcome: 'success' })).toBe(`reference: ${ID}`);
    expect(refused(PlaceOrderSchema, { items: [{ productId: bad, quantity: 1 }] })).toBe(`items.0.productId: ${ID}`);
  });

  it('takes the ids the shop makes', () => {
    for (const good of ['ORD-MIAXK2Q9ABCD', 'listing-Ab3xYz', '42', 'SHOP-MIAXK2Q9-ABC123']) expect(refused(OrderRefSchema, { orderId: good })).toBeNull();
  });
});

describe('text is well-formed', () => {
  it('refuses a lone surrogate, and takes a whole pair (an emoji)', () => {
    const listing = { name: 'x', description: 'd', price: 1, category: 'Home & Garden', stock: 1, images: ['data:image/png;base64,iVBORw0KGgo='] };
    expect(refused(ListingInputSchema, { ...listing, name: 'Adire \uD800' })).toBe('name: must be well-formed text');
    expect(refused(ListingInputSchema, { ...listing, name: '\uDC00 pillow' })).toBe('name: must be well-formed text');
    expect(refused(ListingInputSchema, { ...listing, name: 'Adire 🧵 pillow' })).toBeNull();
    // Found by the server's fuzz test: fields that are not text() fields check it too.
    const registration = { firstName: 'Ada', lastName: '\uD800', email: 'ada@example.com', images: [{ image: 'data:image/png;base64,iVBORw0KGgo=' }] };
    expect(refused(EarlyBirdRegistrationSchema, registration)).toBe('lastName: must be well-formed text');
    const note = { id: 'n1', type: 'other', title: 'Hi', message: 'm', isRead: false, isPersistent: false, createdAt: 1, actionUrl: '/orders/\uDC00' };
    expect(refused(NotificationsSchema, { items: [note] })).toBe('items.0.actionUrl: must be well-formed text');
  });
});

describe('maps are bounded', () => {
  it('refuses a two-factor settings key that is empty or not a name, and more than 20 entries', () => {
    expect(refused(ProfilePatchSchema, { twoFactorSettings: { '': true } })).toMatch(/^twoFactorSettings\..*each key must be a name/);
    expect(refused(ProfilePatchSchema, { twoFactorSettings: { 'a/b': true } })).toMatch(/each key must be a name/);
    expect(refused(ProfilePatchSchema, { twoFactorSettings: { __name__: true } })).toMatch(/each key must be a name/);
    // A `__proto__` key is dropped by the record itself: nothing reaches the store under it.
    expect(parsePayload(ProfilePatchSchema, JSON.parse('{"twoFactorSettings":{"__proto__":true,"sms":true}}'))).toEqual({ ok: true, value: { twoFactorSettings: { sms: true } } });
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, true]));
    expect(refused(ProfilePatchSchema, { twoFactorSettings: many })).toBe('twoFactorSettings: must have at most 20 entries');
    expect(refused(ProfilePatchSchema, { twoFactorSettings: { sms: true, app: 'totp' } })).toBeNull();
  });
});

describe("the schemas' limits fit a request", () => {
  // Cloud Functions takes a request body of at most 32 MB; a payload the schema accepts must fit one.
  const REQUEST_MAX_BYTES = 32 * 1024 * 1024;
  const picture = (bytes: number) => `data:image/png;base64,iVBORw0KGgo${'A'.repeat(Math.floor((bytes * 4) / 3) - 16)}`;
  const listing = { name: 'x'.repeat(80), description: 'd'.repeat(2000), price: 1, category: 'Home & Garden', stock: 1 };
  const body = (data: unknown) => JSON.stringify({ data }).length;

  it("refuses five 5 MB listing pictures together, naming the field, and takes the most that fits a request", () => {
    expect(refused(ListingInputSchema, { ...listing, images: Array(5).fill(picture(5 * 1024 * 1024)) })).toBe('images: must be at most 18MB together');
    const largest = { ...listing, images: Array(5).fill(picture((18 * 1024 * 1024) / 5)) };
    expect(refused(ListingInputSchema, largest)).toBeNull();
    expect(body(largest)).toBeLessThan(REQUEST_MAX_BYTES);
    expect(refused(ListingUpdateSchema, { id: 'listing-1', images: largest.images })).toBeNull();
  });

  it('takes an early-bird registration of five 2 MB pictures, which fits a request', () => {
    const registration = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', images: Array(5).fill({ title: 't', image: picture(2 * 1024 * 1024 - 64) }) };
    expect(refused(EarlyBirdRegistrationSchema, registration)).toBeNull();
    expect(body(registration)).toBeLessThan(REQUEST_MAX_BYTES);
  });
});
