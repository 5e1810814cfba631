import { buyersRun, CallRefused, type CallServer } from './buyers-run';

/** A shop of one listing whose stock is taken at Place Order, as the server's hold does. */
function fakeShop(units: number, { failEvery = 0 } = {}) {
  let left = units;
  let placed = 0;
  const paid = new Set<string>();
  const call: CallServer = async (name, data, token) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (!token) throw new CallRefused('UNAUTHENTICATED', 'Please sign in to continue');
    if (name === 'placeOrder') {
      if (left === 0) throw new CallRefused('INVALID_ARGUMENT', 'items.0.quantity: Lantern is out of stock');
      placed += 1;
      if (failEvery && placed % failEvery === 0) throw new CallRefused('INTERNAL', 'The shop could not do that just now. Please try again.');
      left -= 1;
      return { orderId: `ORD-${placed}`, reference: `REF-${placed}` };
    }
    if (name === 'confirmPayment') {
      paid.add((data as { orderId: string }).orderId);
      return { status: 'paid', paidNow: true };
    }
    return {};
  };
  return { call, paid, left: () => left };
}

const tokens = (n: number) => Array.from({ length: n }, (_, i) => async () => `token-${i}`);

describe('buyersRun', () => {
  it('buys until the shop says sold out: every unit once, each buyer told, no error', async () => {
    const shop = fakeShop(50);
    const run = await buyersRun(shop.call, { productId: 'listing-1', units: 50, tokens: tokens(20), seconds: 30 });
    expect(run).toMatchObject({ buyers: 20, units: 50, sold: 50, soldOutTold: 20, errors: 0, count: 50 });
    expect(shop.paid.size).toBe(50);
    expect(shop.left()).toBe(0);
  });

  it('counts an answer that is not a refusal of stock as an error, with its message, and goes on', async () => {
    const shop = fakeShop(10, { failEvery: 4 });
    const run = await buyersRun(shop.call, { productId: 'listing-1', units: 10, tokens: tokens(3), seconds: 30 });
    expect(run.errors).toBeGreaterThan(0);
    expect(run.messages).toEqual(['INTERNAL: The shop could not do that just now. Please try again.']);
    expect(run.sold).toBe(10);
  });
});
