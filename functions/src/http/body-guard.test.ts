import path from 'node:path';
import { bodyProblem, guardBody, MAX_DEPTH } from './body-guard';

// The SDK's decoder itself, which its package does not export (lib/v2/index.js → lib/common/…).
const { decode } = require(path.join(path.dirname(require.resolve('firebase-functions')), '../common/providers/https.js')) as {
  decode(data: unknown): unknown;
};

const nested = (depth: number, wrap: (inner: unknown) => unknown) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

describe('a callable body the SDK cannot decode', () => {
  it('is what overflows the SDK’s decoder (3,000 arrays deep), and is refused before it', () => {
    const deep = { items: nested(3000, (x) => [x]) };
    expect(() => decode(deep)).toThrow(RangeError);
    expect(bodyProblem(deep)).toBe(`data: is nested deeper than ${MAX_DEPTH} levels`);
    expect(bodyProblem({ items: nested(3000, (x) => ({ a: x })) })).toBe(`data: is nested deeper than ${MAX_DEPTH} levels`);
  });

  it('refuses a @type the SDK does not know, and lets its own long numbers and any real payload through', () => {
    expect(bodyProblem({ name: { '@type': 'evil' } })).toBe('data: @type is not accepted here');
    expect(bodyProblem({ n: { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '9007199254740993' } })).toBeNull();
    expect(bodyProblem({ items: [{ productId: '1', quantity: 2 }], shipping: { city: 'Ikeja' } })).toBeNull();
    expect(bodyProblem(nested(MAX_DEPTH - 1, (x) => [x]))).toBeNull();
  });

  it('answers the callable protocol’s 400 naming the problem, and passes anything else on untouched', () => {
    const seen: unknown[] = [];
    const inner = Object.assign((req: { body: unknown }) => seen.push(req.body), { __endpoint: { callableTrigger: {} } });
    const guarded = guardBody(inner as (req: never) => unknown);
    expect((guarded as unknown as { __endpoint: unknown }).__endpoint).toEqual({ callableTrigger: {} });
    let answered: { code: number; body: unknown } | null = null;
    const res = { status: (code: number) => ({ json: (body: unknown) => (answered = { code, body }) }) };
    const call = guarded as unknown as (req: unknown, res: unknown) => unknown;
    call({ body: { data: { items: nested(100, (x) => [x]) } } }, res);
    expect(answered).toEqual({ code: 400, body: { error: { status: 'INVALID_ARGUMENT', message: `data: is nested deeper than ${MAX_DEPTH} levels` } } });
    call({ body: { data: { orderId: 'ORD-1' } } }, res);
    expect(seen).toEqual([{ data: { orderId: 'ORD-1' } }]);
  });
});
