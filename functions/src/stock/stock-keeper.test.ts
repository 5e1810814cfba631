import { TEST_DATABASES } from '../testing/catalog-databases';
import { upsertProducts, type ProductRecord } from '../catalog/upsert-products';
import { pgStock, STOCK_REFUSALS, type StockKeeper } from './stock-keeper';
import { useCatalogDatabase } from '../testing/catalog-database';
import { availableOf, lapse, stockRecord as record } from '../testing/stock-records';

describe.each(TEST_DATABASES)('stock on $name', (database) => {
  const pool = useCatalogDatabase(database);
  const stock: StockKeeper = pgStock(async () => pool);

  let n = 0;
  /** A product of its own for each test, with `units` in stock. */
  async function product(units: number, more: Partial<ProductRecord> = {}) {
    const at = (n += 1);
    const id = `listing-${database.name}-${at}`;
    await upsertProducts(pool, [record(id, units, { name: `Indigo throw ${at}`, ...more })]);
    return { id, available: () => availableOf(pool, String(at)) };
  }
  const order = (orderId: string, productId: string, quantity = 1, buyerUid = `buyer-${orderId}`) =>
    stock.reserve({ orderId, buyerUid, items: [{ productId, quantity }] });

  it('holds the last unit for one of 30 buyers at once, and refuses the others by name', async () => {
    const last = await product(1);
    // Every connection open first, so the 30 transactions truly overlap.
    await Promise.all(Array.from({ length: 10 }, () => pool.query('select pg_sleep(0.05)')));
    const tries = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => order(`race-${n}-${i}`, last.id)));
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    const refused = tries.filter((t): t is PromiseRejectedResult => t.status === 'rejected').map((t) => (t.reason as Error).message);
    expect(new Set(refused)).toEqual(new Set([`items.0.quantity: Indigo throw ${n} is out of stock`]));
    expect(await last.available()).toBe(0);
  });

  it('prices the lines from the index and holds all of them or none', async () => {
    const a = await product(5, { price: 12_500 });
    const b = await product(2);
    const priced = await stock.reserve({ orderId: `both-${n}`, buyerUid: 'ada', items: [{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 1 }] });
    expect(priced.map((p) => [p.id, p.unitPrice, p.sellerId])).toEqual([[a.id, 12_500, 'seller-1'], [b.id, 5_000, 'seller-1']]);
    await expect(stock.reserve({ orderId: `none-${n}`, buyerUid: 'bo', items: [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 2 }] })).rejects.toThrow(
      `items.1.quantity: Indigo throw ${n} has only 1 left`, // b, the last product made
    );
    expect(await a.available()).toBe(3); // the refused order held nothing of the first line
    await expect(order(`gone-${n}`, 'listing-no-such')).rejects.toThrow('items.0.productId: this product is no longer for sale');
  });

  it('sells a held order once, however often asked, and the sale outlives the hold', async () => {
    const p = await product(3);
    await order(`sell-${n}`, p.id, 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => stock.sell(`sell-${n}`)));
    expect(answers).toEqual(Array(5).fill('sold'));
    await lapse(pool, `sell-${n}`);
    expect(await p.available()).toBe(1);
    const { rows } = await pool.query('select sold from products where id = $1', [p.id]);
    expect(rows[0].sold).toBe(2);
  });

  it('sells a lapsed hold if the units are still there, and answers gone if another took them', async () => {
    const p = await product(1);
    await order(`slow-${n}`, p.id);
    await lapse(pool, `slow-${n}`);
    expect(await p.available()).toBe(1); // a lapsed hold holds nothing
    expect(await stock.sell(`slow-${n}`)).toBe('sold');

    const q = await product(1);
    await order(`late-${n}`, q.id);
    await lapse(pool, `late-${n}`);
    await order(`quick-${n}`, q.id);
    expect(await stock.sell(`quick-${n}`)).toBe('sold');
    expect(await stock.sell(`late-${n}`)).toBe('gone');
    expect(await q.available()).toBe(0);
    const { rows } = await pool.query('select sold from products where id = $1', [q.id]);
    expect(rows[0].sold).toBe(1);

    // Taken off sale after the hold lapsed: the seller withdrew it, so the late payment is refunded.
    const w = await product(1);
    await order(`withdrawn-${n}`, w.id);
    await lapse(pool, `withdrawn-${n}`);
    await pool.query('update products set is_active = false where id = $1', [w.id]);
    expect(await stock.sell(`withdrawn-${n}`)).toBe('gone');
  });

  it('lets the units go on release, and Complete payment holds them again or says they sold out', async () => {
    const p = await product(1);
    await order(`declined-${n}`, p.id);
    await stock.release(`declined-${n}`);
    expect(await p.available()).toBe(1);
    await stock.renew(`declined-${n}`);
    expect(await p.available()).toBe(0);
    await lapse(pool, `declined-${n}`);
    await order(`other-${n}`, p.id);
    await expect(stock.renew(`declined-${n}`)).rejects.toThrow(STOCK_REFUSALS.soldOut(`Indigo throw ${n}`));
    // An order from before stock was held has nothing to hold again, and sells nothing.
    await expect(stock.renew(`older-${n}`)).resolves.toBeUndefined();
    expect(await stock.sell(`older-${n}`)).toBe('sold');
    expect(await p.available()).toBe(0);
  });

  it('holds nothing again for an order sold meanwhile, so a late Complete payment never sells its units twice', async () => {
    const p = await product(4);
    await order(`raced-${n}`, p.id, 2);
    await stock.sell(`raced-${n}`); // the webhook's sale, before the order reads paid
    await lapse(pool, `raced-${n}`);
    await stock.renew(`raced-${n}`);
    expect(await stock.sell(`raced-${n}`)).toBe('sold');
    expect(await p.available()).toBe(2);
    const { rows } = await pool.query('select sold from products where id = $1', [p.id]);
    expect(rows[0].sold).toBe(2);
  });

  it('counts a seller’s new stock besides what is sold, and an import never undoes a sale', async () => {
    const p = await product(2);
    await order(`before-${n}`, p.id, 2);
    await stock.sell(`before-${n}`);
    expect(await p.available()).toBe(0);
    await upsertProducts(pool, [record(p.id, 2, { name: `Indigo throw ${n}` })]); // the same figure imported again
    expect(await p.available()).toBe(0);
  });
});
