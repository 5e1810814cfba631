import { AdvanceOrderSchema } from './advance-order';
import { describeProblem, parsePayload } from './problem';

const refused = (input: unknown) => {
  const parsed = parsePayload(AdvanceOrderSchema, input);
  return parsed.ok ? null : describeProblem(parsed.problem);
};

describe('AdvanceOrderSchema', () => {
  it('takes a step with what it records, trimmed', () => {
    expect(parsePayload(AdvanceOrderSchema, { orderId: 'ORD-1', action: 'dispatch', expectedStatus: 'sealed', courier: ' GIG ', trackingNumber: 'GIG-1' })).toEqual({
      ok: true,
      value: { orderId: 'ORD-1', action: 'dispatch', expectedStatus: 'sealed', courier: 'GIG', trackingNumber: 'GIG-1' },
    });
  });

  it('refuses by name an unknown step, a status it cannot know, a forged field and an oversized reason', () => {
    const step = { orderId: 'ORD-1', expectedStatus: 'arrived' };
    expect(refused({ ...step, action: 'pay' })).toBe('action: must be one of seal, dispatch, arrive, confirm, return, review');
    expect(refused({ ...step, action: 'confirm', expectedStatus: 'awaiting-payment' })).toMatch(/^expectedStatus: must be one of paid, sealed/);
    expect(refused({ ...step, action: 'confirm', status: 'reviewed' })).toBe('status: is not accepted here');
    expect(refused({ ...step, action: 'return', reason: 'x'.repeat(501) })).toBe('reason: must be at most 500 characters');
  });

  it('takes a review of 1 to 5 whole stars and a comment of at most 1,000 characters', () => {
    const review = { orderId: 'ORD-1', action: 'review', expectedStatus: 'confirmed', comment: 'Lovely' };
    expect(refused({ ...review, rating: 5 })).toBeNull();
    expect(refused({ ...review, rating: 0 })).toBe('rating: must be at least 1');
    expect(refused({ ...review, rating: 6 })).toBe('rating: must be at most 5');
    expect(refused({ ...review, rating: 4.5 })).toBe('rating: must be a whole number');
    expect(refused({ ...review, rating: 3, comment: 'x'.repeat(1001) })).toBe('comment: must be at most 1000 characters');
  });
});
