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
    expect(refused({ ...step, action: 'pay' })).toBe('action: must be one of seal, dispatch, arrive, confirm, return');
    expect(refused({ ...step, action: 'confirm', expectedStatus: 'awaiting-payment' })).toMatch(/^expectedStatus: must be one of paid, sealed/);
    expect(refused({ ...step, action: 'confirm', status: 'reviewed' })).toBe('status: is not accepted here');
    expect(refused({ ...step, action: 'return', reason: 'x'.repeat(501) })).toBe('reason: must be at most 500 characters');
  });
});
