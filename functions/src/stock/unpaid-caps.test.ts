import * as v from 'valibot';
import { QUANTITY_MAX } from 'shared-contracts/core';
import { PlaceOrderSchema } from 'shared-contracts/schemas';
import { upsertProducts } from '../catalog/upsert-products';
import { TEST_DATABASES } from '../testing/catalog-databases';
import { useCatalogDatabase } from '../testing/catalog-database';
import { orderRequest } from '../testing/order-fixtures';
import { availableOf, heldBy, lapse, stockRecord } from '../testing/stock-records';
import { CAP_REFUSALS, MAX_UNPAID_OF_PRODUCT, MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS } from './hold-limits';
import { pgStock, STOCK_REFUSALS } from './stock-keeper';

/** The most lines Place Order's schema takes, asked of the schema itself. */
function largestOrderLines(): number {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ productId: `p${i}`, quantity: QUANTITY_MAX }));
  let count = 1;
  while (count < 10_000 && v.safeParse(PlaceOrderSchema, orderRequest(lines(count + 1))).success) count += 1;
  return count;
}
const LARGEST = largestOrderLines();

it('caps no cart the spec allows: a full line, and the largest order Place Order takes', () => {
  expect(MAX_UNPAID_OF_PRODUCT).toBeGreaterThanOrEqual(QUANTITY_MAX);
  expect(LARGEST * QUANTITY_MAX).toBeLessThanOrEqual(MAX_UNPAID_UNITS);
});

describe.each(TEST_DATABASES)('what one shopper may hold unpaid, on $name', (database) => {
  const pool = useCatalogDatabase(database);
  const stock = pgStock(async () => pool);

  let n = 0;
  /** `count` products of this test's own, `units` each in stock. */
  async function products(count: number, units: number) {
    const made = Array.from({ length: count }, () => {
      const at = (n += 1);
      return { id: `listing-${database.name}-${at}`, name: `Indigo throw ${at}`, available: () => availableOf(pool, String(at)) };
    });
    await upsertProducts(pool, made.map((p) => stockRecord(p.id, units, { name: p.name })));
    return made;
  }
  const order = (orderId: string, buyerUid: string, lines: readonly (readonly [productId: string, quantity: number])[]) =>
    stock.reserve({ orderId, buyerUid, items: lines.map(([productId, quantity]) => ({ productId, quantity })) });
  const fullLines = (from: readonly { id: string }[]) => from.map((p) => [p.id, QUANTITY_MAX] as const);
  /** Every connection open first, so what follows truly overlaps on PostgreSQL. */
  const openConnections = () => Promise.all(Array.from({ length: 10 }, () => pool.query('select pg_sleep(0.05)')));

  it('walks the cancel and resume loop: the account never holds more than one product’s cap, and rivals buy the rest', async () => {
    const [p] = await products(1, 100);
    const hoarder = `hoarder-${n}`;
    const placed: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const id = `loop-${n}-${round}`;
      await order(id, hoarder, [[p!.id, 10]]); // each placement passes: the last one was let go
      placed.push(id);
      expect(await heldBy(pool, hoarder)).toBe(10);
      await stock.release(id); // the payment window closed
    }
    const resumed = [];
    for (const id of placed) {
      resumed.push(await stock.renew(id).then(() => 'held', (e: Error) => e.message));
      expect(await heldBy(pool, hoarder)).toBeLessThanOrEqual(MAX_UNPAID_OF_PRODUCT);
    }
    expect(resumed).toEqual(['held', ...Array(9).fill(CAP_REFUSALS.ofProduct(p!.name, 10))]);
    // Nine rivals buy ten each; the hoarder holds the last ten, as any one shopper may.
    for (let rival = 0; rival < 9; rival += 1) {
      await order(`rival-${n}-${rival}`, `rival-${n}-${rival}`, [[p!.id, 10]]);
      expect(await stock.sell(`rival-${n}-${rival}`)).toBe('sold');
    }
    expect(await p!.available()).toBe(0);
  });

  it('holds the largest order alone, and never more than the units cap across orders, placed or resumed', async () => {
    const all = await products(2 * LARGEST, 20);
    const [first, second] = [all.slice(0, LARGEST), all.slice(LARGEST)];
    const buyer = `full-carts-${n}`;
    await order(`a-${n}`, buyer, fullLines(first));
    expect(await heldBy(pool, buyer)).toBe(LARGEST * QUANTITY_MAX);
    await expect(order(`b-${n}`, buyer, fullLines(second))).rejects.toThrow(CAP_REFUSALS.units(LARGEST * QUANTITY_MAX, LARGEST * QUANTITY_MAX));
    await stock.release(`a-${n}`);
    await order(`b-${n}`, buyer, fullLines(second));
    await expect(stock.renew(`a-${n}`)).rejects.toThrow(CAP_REFUSALS.units(LARGEST * QUANTITY_MAX, LARGEST * QUANTITY_MAX));
    expect(await heldBy(pool, buyer)).toBe(LARGEST * QUANTITY_MAX);
    expect(await first[0]!.available()).toBe(20); // the refused one held nothing
    // A paid order holds nothing unpaid: the other may be paid for now.
    expect(await stock.sell(`b-${n}`)).toBe('sold');
    await stock.renew(`a-${n}`);
    expect(await heldBy(pool, buyer)).toBe(LARGEST * QUANTITY_MAX);
  });

  it(`holds at most ${MAX_UNPAID_OF_PRODUCT} of one product for one shopper across unpaid orders`, async () => {
    const [p, q] = await products(2, 50);
    const buyer = `one-product-${n}`;
    await order(`six-${n}`, buyer, [[p!.id, 6]]);
    await expect(order(`five-${n}`, buyer, [[q!.id, 1], [p!.id, 5]])).rejects.toThrow(`items.1.quantity: ${CAP_REFUSALS.ofProduct(p!.name, 6)}`);
    expect(await q!.available()).toBe(50); // all or nothing
    await order(`four-${n}`, buyer, [[p!.id, 4]]);
    await order(`other-${n}`, `another-${n}`, [[p!.id, 10]]); // the cap is each shopper's own
    expect(await p!.available()).toBe(30);
    // A lapsed hold holds nothing: its units may be held again.
    await lapse(pool, `six-${n}`);
    await order(`again-${n}`, buyer, [[p!.id, 6]]);
    expect(await heldBy(pool, buyer)).toBe(10);
  });

  it('Complete payment refuses past a cap and when the stock is gone, holding nothing', async () => {
    const [a, b, c, d, last] = await products(5, 1);
    const buyer = `resumer-${n}`;
    await order(`a-${n}`, buyer, [[a!.id, 1]]);
    await order(`b-${n}`, buyer, [[b!.id, 1]]);
    await order(`c-${n}`, buyer, [[c!.id, 1]]);
    await stock.release(`a-${n}`);
    await order(`d-${n}`, buyer, [[d!.id, 1]]);
    await expect(stock.renew(`a-${n}`)).rejects.toThrow(CAP_REFUSALS.orders);
    expect(await a!.available()).toBe(1);

    await stock.sell(`b-${n}`);
    await order(`last-${n}`, buyer, [[last!.id, 1]]);
    await stock.release(`last-${n}`);
    await order(`rival-${n}`, `rival-${n}`, [[last!.id, 1]]);
    await expect(stock.renew(`last-${n}`)).rejects.toThrow(STOCK_REFUSALS.soldOut(last!.name));
    expect(await heldBy(pool, buyer)).toBe(2);
  });

  it(`holds stock for at most ${MAX_UNPAID_ORDERS} unpaid orders of one buyer, even asked at once`, async () => {
    const ps = await products(6, 20);
    const buyer = `greedy-${n}`;
    await openConnections();
    const tries = await Promise.allSettled(ps.map((p, i) => order(`cap-${n}-${i}`, buyer, [[p.id, 1]])));
    const held = tries.flatMap((t, i) => (t.status === 'fulfilled' ? [`cap-${n}-${i}`] : []));
    expect(held).toHaveLength(MAX_UNPAID_ORDERS);
    await expect(order(`cap-${n}-more`, buyer, [[ps[0]!.id, 1]])).rejects.toThrow(CAP_REFUSALS.orders);
    // A paid one no longer counts, nor a lapsed one: the buyer may order again.
    await stock.sell(held[0]!);
    await lapse(pool, held[1]!);
    await expect(order(`cap-${n}-paid`, buyer, [[ps[0]!.id, 1]])).resolves.toHaveLength(1);
    await expect(order(`cap-${n}-lapsed`, buyer, [[ps[0]!.id, 1]])).resolves.toHaveLength(1);
  });

  it('lets one of several placements and resumptions at once pass the units cap, on different products', async () => {
    const start = await products(MAX_UNPAID_UNITS / QUANTITY_MAX - 1, 10);
    const others = await products(8, 10);
    const buyer = `at-once-${n}`;
    await order(`base-${n}`, buyer, fullLines(start));
    // Two orders whose windows closed, resumed at the same time as six new ones are placed.
    for (const i of [0, 1]) {
      await order(`closed-${n}-${i}`, buyer, [[others[i]!.id, 10]]);
      await stock.release(`closed-${n}-${i}`);
    }
    await openConnections();
    const tries = await Promise.allSettled([
      stock.renew(`closed-${n}-0`),
      stock.renew(`closed-${n}-1`),
      ...others.slice(2).map((p, i) => order(`new-${n}-${i}`, buyer, [[p.id, 10]])),
    ]);
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    const refused = tries.flatMap((t) => (t.status === 'rejected' ? [(t.reason as Error).message] : []));
    expect(new Set(refused)).toEqual(new Set([CAP_REFUSALS.units(MAX_UNPAID_UNITS, 10)]));
    expect(await heldBy(pool, buyer)).toBe(MAX_UNPAID_UNITS);
  });
});
