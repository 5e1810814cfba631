import * as s from 'shared-contracts/schemas';
import { Refusal } from './refusal';
import { runCallable } from './run-callable';

const shopper = { uid: 'u1', email: null, emailVerified: false, name: null, picture: null, providerId: 'google.com' };
const visitor = { ...shopper, uid: null };

describe('runCallable', () => {
  const handler = jest.fn(async () => 'done');
  const over = jest.fn(async () => {
    throw new Refusal('resource-exhausted', 'Too many requests, try again in 12 s');
  });
  beforeEach(() => jest.clearAllMocks());

  it("counts a call against its kind's limit, a write's unless it says otherwise", async () => {
    const gate = jest.fn(async () => undefined);
    await runCallable({ schema: s.ProductRefSchema, handler }, { productId: 'p1' }, shopper, gate);
    await runCallable({ schema: s.ProductRefSchema, public: true, limit: 'read', handler }, { productId: 'p1' }, visitor, gate);
    expect(gate.mock.calls).toEqual([['write'], ['read']]);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('refuses a call over its limit before reading its payload, and runs nothing', async () => {
    await expect(runCallable({ schema: s.ProductRefSchema, handler }, { productId: 'a/b' }, shopper, over)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many requests, try again in 12 s',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('spends a budget only for a well-formed call, before its handler', async () => {
    const gate = jest.fn(async () => undefined);
    const spec = { schema: s.ProductRefSchema, cost: ({ productId }: { productId: string }) => ({ kind: 'earlyBirdBytes' as const, amount: 7, subject: productId }), handler };
    await expect(runCallable(spec, { productId: 'a/b' }, shopper, gate)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(gate.mock.calls).toEqual([['write']]);
    await runCallable(spec, { productId: 'p1' }, shopper, gate);
    expect(gate.mock.calls.slice(1)).toEqual([['write'], ['earlyBirdBytes', 7, 'p1']]);
    const spent = jest.fn(async (kind: string) => (kind === 'earlyBirdBytes' ? over() : undefined));
    await expect(runCallable(spec, { productId: 'p1' }, shopper, spent)).rejects.toMatchObject({ code: 'resource-exhausted' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to sign in before counting anything', async () => {
    await expect(runCallable({ schema: s.ProductRefSchema, handler }, {}, visitor, over)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(over).not.toHaveBeenCalled();
  });
});
