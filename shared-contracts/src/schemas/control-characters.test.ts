import type { GenericSchema } from 'valibot';
import { PrimaryInformationPatchSchema as ProfilePatchSchema, LocationPatchSchema, NotificationsSchema } from './account-payloads';
import { AdvanceOrderSchema } from './advance-order';
import { CatalogQuerySchema, ProductSlugSchema } from './catalog-query';
import { EarlyBirdRegistrationSchema } from './early-bird';
import { ListingInputSchema } from './listing-input';
import { PlaceOrderSchema } from './place-order';
import { describeProblem, parsePayload } from './problem';

// Issue 38: PostgreSQL refuses NUL in text (the server answered 500), and no one types a control character.
const refused = (schema: GenericSchema, input: unknown) => {
  const parsed = parsePayload(schema, input);
  return parsed.ok ? null : describeProblem(parsed.problem);
};
const CONTROL = 'must not contain control characters';
/** NUL, other C0 controls, DEL and C1 controls: refused in every text field. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];

const listing = { name: 'Adire pillow', description: 'Soft.', price: 1, category: 'Home & Garden', stock: 1, images: ['data:image/png;base64,iVBORw0KGgo='] };
const shipping = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '0803', address: '1 Marina', city: 'Lagos', state: 'Lagos', zipCode: '100001', country: 'Nigeria' };
const order = { items: [{ productId: '1', quantity: 1 }], shippingMethod: 'standard', shipping };
const registration = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', images: [{ title: 'Bag', image: 'data:image/png;base64,iVBORw0KGgo=' }] };
const note = { id: 'n1', type: 'other', title: 'Hi', message: 'm', isRead: false, isPersistent: false, createdAt: 1 };
const review = { orderId: 'ORD-1', action: 'review', expectedStatus: 'confirmed', rating: 5, comment: 'Good' };

describe('a control character in text is refused by the field’s name', () => {
  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))('%s, wherever text is taken', (_, c) => {
    expect(refused(ListingInputSchema, { ...listing, name: `Adire${c}pillow` })).toBe(`name: ${CONTROL}`);
    expect(refused(ListingInputSchema, { ...listing, description: `So${c}ft` })).toBe(`description: ${CONTROL}`);
    expect(refused(ListingInputSchema, { ...listing, tags: [`a${c}b`] })).toBe(`tags.0: ${CONTROL}`);
    expect(refused(PlaceOrderSchema, { ...order, shipping: { ...shipping, city: `La${c}gos` } })).toBe(`shipping.city: ${CONTROL}`);
    expect(refused(LocationPatchSchema, { streetName: `Mari${c}na` })).toBe(`streetName: ${CONTROL}`);
    expect(refused(ProfilePatchSchema, { firstName: `A${c}da` })).toBe(`firstName: ${CONTROL}`);
    expect(refused(ProfilePatchSchema, { secondaryEmail: `ada${c}@example.com` })).toBe(`secondaryEmail: ${CONTROL}`);
    expect(refused(NotificationsSchema, { items: [{ ...note, message: `m${c}m` }] })).toBe(`items.0.message: ${CONTROL}`);
    expect(refused(AdvanceOrderSchema, { ...review, comment: `Go${c}od` })).toBe(`comment: ${CONTROL}`);
    expect(refused(EarlyBirdRegistrationSchema, { ...registration, firstName: `A${c}da` })).toBe(`firstName: ${CONTROL}`);
    expect(refused(EarlyBirdRegistrationSchema, { ...registration, email: `ada${c}@example.com` })).toBe(`email: ${CONTROL}`);
    expect(refused(EarlyBirdRegistrationSchema, { ...registration, images: [{ image: `data:image/png;base64,iVBO${c}` }] })).toBe(`images.0.image: ${CONTROL}`);
    expect(refused(CatalogQuerySchema, { q: `la${c}mp` })).toBe(`q: ${CONTROL}`);
    expect(refused(CatalogQuerySchema, { category: `beau${c}ty` })).toBe(`category: ${CONTROL}`);
    expect(refused(ProductSlugSchema, `la${c}mp`)).toBe(CONTROL);
  });

  it('refuses a line break or tab inside one-line text, and drops one the trim removes', () => {
    expect(refused(ListingInputSchema, { ...listing, name: 'Adire\npillow' })).toBe(`name: ${CONTROL}`);
    expect(refused(ListingInputSchema, { ...listing, name: 'Adire\tpillow' })).toBe(`name: ${CONTROL}`);
    expect(refused(NotificationsSchema, { items: [{ ...note, title: 'H\ri' }] })).toBe(`items.0.title: ${CONTROL}`);
    expect(parsePayload(ListingInputSchema, { ...listing, name: 'Adire pillow\r\n' })).toMatchObject({ ok: true, value: { name: 'Adire pillow' } });
  });

  it('keeps the paragraphs of multi-line text: a description, a review, a return’s reason, a notification', () => {
    const lines = 'First line.\r\nSecond\tline.\n\nThird.';
    expect(parsePayload(ListingInputSchema, { ...listing, description: lines })).toMatchObject({ ok: true, value: { description: lines } });
    expect(refused(AdvanceOrderSchema, { ...review, comment: lines })).toBeNull();
    expect(refused(AdvanceOrderSchema, { ...review, action: 'return', expectedStatus: 'arrived', rating: undefined, comment: undefined, reason: lines })).toBeNull();
    expect(refused(NotificationsSchema, { items: [{ ...note, message: lines }] })).toBeNull();
  });

  it('takes text in any script, with emoji and symbols', () => {
    expect(refused(ListingInputSchema, { ...listing, name: 'Àdìrẹ 🧵 — “pillow” №5 ½' })).toBeNull();
    expect(refused(CatalogQuerySchema, { q: 'ọjà 100% cotton' })).toBeNull();
    expect(refused(EarlyBirdRegistrationSchema, registration)).toBeNull();
  });
});
