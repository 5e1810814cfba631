import type { Pool, PoolClient } from 'pg';
import { Refusal } from '../http/refusal';
import { HOLD_MS } from './hold-limits';
import type { PricedProduct } from './price-source';
import { checkUnpaidCaps, lockShopper } from './unpaid-caps';

export const STOCK_REFUSALS = {
  // The page adds 'Nothing was charged.' to any refusal of Complete payment (complete-payment-texts.ts).
  soldOut: (names: string) => `This order can no longer be paid: ${names} sold out meanwhile.`,
} as const;

export interface StockLine {
  productId: string;
  quantity: number;
}

/** The shop's stock as orders use it, kept in the catalog database with the products. */
export interface StockKeeper {
  /**
   * Holds every line for the order (all or none) and prices them: a missing, off-sale or short line refuses the
   * order, and so does a buyer past a cap on what one shopper may hold unpaid (hold-limits.ts).
   */
  reserve(order: { orderId: string; buyerUid: string; items: readonly StockLine[] }): Promise<PricedProduct[]>;
  /** Complete payment: holds the order's units again unless its hold is live; refuses what sold out meanwhile, or past a cap. */
  renew(orderId: string): Promise<void>;
  /** A verified payment: the order's units are sold, once however often asked. 'gone': its hold lapsed and the units sold to another. */
  sell(orderId: string): Promise<'sold' | 'gone'>;
  /** Lets the order's held units go (a declined card, an order that could not be written). */
  release(orderId: string): Promise<void>;
}

interface ProductStock {
  id: string;
  name: string;
  image: string;
  unit_price: string;
  seller_id: string;
  is_active: boolean;
  /** stock - sold - live holds of other orders. */
  free: number;
}

/**
 * Locks the products (in id order, so two orders over the same products never deadlock) and reads what
 * each can still sell besides `orderId`'s own holds. Held until the transaction ends.
 */
async function lockProducts(db: PoolClient, ids: readonly string[], orderId: string): Promise<Map<string, ProductStock>> {
  const unique = [...new Set(ids)];
  // Lock first, read after, in two statements: a statement sees the data as it was when it began, so a
  // read in the locking statement would miss the holds of the order it waited for.
  await db.query('select id from products where id = any($1::text[]) order by id for update', [unique]);
  const { rows } = await db.query<ProductStock>(
    `select id, name, image, unit_price, seller_id, is_active,
       stock - sold - coalesce((select sum(r.quantity) from reservations r where r.product_id = p.id and r.state = 'held'
         and r.expires_at > now() and r.order_id <> $2), 0) as free
     from products p where id = any($1::text[])`,
    [unique, orderId],
  );
  return new Map(rows.map((row) => [row.id, { ...row, free: Number(row.free) }]));
}

/** A product's name for a refusal, or its id if there is no such product. */
const nameIn = (products: Map<string, ProductStock>) => (id: string) => products.get(id)?.name ?? id;

/** Whether `product` can give `wanted` units now: still for sale, and that many free. */
const canGive = (product: ProductStock | undefined, wanted: number) => Boolean(product?.is_active) && wanted <= product!.free;

/** The lines the locked products cannot give (one product on two lines counts both lines' units). */
function shortLines<L extends StockLine>(lines: readonly L[], products: Map<string, ProductStock>): L[] {
  const wanted = wantedOf(lines);
  return lines.filter((line) => !canGive(products.get(line.productId), wanted.get(line.productId)!));
}

/** Why a line cannot be had, in the words Place Order answers (field first). */
function shortage(index: number, product: ProductStock | undefined): string {
  if (!product || !product.is_active) return `items.${index}.productId: this product is no longer for sale`;
  const left = product.free <= 0 ? 'is out of stock' : `has only ${product.free} left`;
  return `items.${index}.quantity: ${product.name} ${left}`;
}

/** Runs `work` in one transaction on one connection. */
async function inTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('begin');
    const result = await work(db);
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    db.release();
  }
}

/** Totals per product: one product on two lines holds both lines' units. */
function wantedOf(items: readonly StockLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  return wanted;
}

/** Checks every line against the locked products, refusing at the first that cannot be had. */
function checkLines(items: readonly StockLine[], products: Map<string, ProductStock>) {
  const [short] = shortLines(items, products);
  if (short) throw new Refusal('failed-precondition', shortage(items.indexOf(short), products.get(short.productId)));
}

async function hold(db: PoolClient, orderId: string, buyerUid: string, items: readonly StockLine[], holdMs: number) {
  const wanted = wantedOf(items);
  await db.query(
    `insert into reservations (order_id, product_id, buyer_uid, quantity, expires_at)
     select $1, product_id, $2, quantity, now() + $5 * interval '1 millisecond'
     from unnest($3::text[], $4::int[]) as w(product_id, quantity)
     on conflict (order_id, product_id) do update set quantity = excluded.quantity, state = 'held', expires_at = excluded.expires_at`,
    [orderId, buyerUid, [...wanted.keys()], [...wanted.values()], holdMs],
  );
}

/** The stock keeper over the catalog database (`pool`). `holdMs`: how long a hold lives. */
export function pgStock(pool: () => Promise<Pool>, { holdMs = HOLD_MS } = {}): StockKeeper {
  return {
    reserve: async ({ orderId, buyerUid, items }) =>
      inTransaction(await pool(), async (db) => {
        await lockShopper(db, buyerUid);
        const products = await lockProducts(db, items.map((i) => i.productId), orderId);
        await checkUnpaidCaps(db, {
          buyerUid,
          orderId,
          wanted: wantedOf(items),
          nameOf: nameIn(products),
          fieldOf: (id) => `items.${items.findIndex((i) => i.productId === id)}.quantity: `,
        });
        checkLines(items, products);
        await hold(db, orderId, buyerUid, items, holdMs);
        return items.map(({ productId }) => {
          const p = products.get(productId)!;
          return { id: p.id, name: p.name, image: p.image, unitPrice: Number(p.unit_price), stock: p.free, sellerId: p.seller_id, forSale: true };
        });
      }),

    renew: async (orderId) =>
      inTransaction(await pool(), async (db) => {
        // An order placed before stock was held (none of its units held) is paid as it was: nothing to hold again.
        const buyerUid = await buyerOf(db, orderId);
        if (buyerUid === null) return;
        // The same lock and caps as Place Order: a window closed unpaid, then Complete payment, never passes them.
        await lockShopper(db, buyerUid);
        const held = await orderLines(db, orderId);
        // Live: nothing to do. Sold: paid meanwhile (a settlement between its sale and the order's paid mark).
        if (held.every((r) => r.state === 'held' && r.live) || held.some((r) => r.state === 'sold')) return;
        const products = await lockProducts(db, held.map((r) => r.productId), orderId);
        await checkUnpaidCaps(db, { buyerUid, orderId, wanted: wantedOf(held), nameOf: nameIn(products), fieldOf: () => '' });
        const gone = shortLines(held, products);
        if (gone.length > 0) {
          const names = gone.map((r) => products.get(r.productId)?.name ?? r.productId).join(', ');
          throw new Refusal('failed-precondition', STOCK_REFUSALS.soldOut(names));
        }
        await hold(db, orderId, buyerUid, held, holdMs);
      }),

    sell: async (orderId) =>
      inTransaction(await pool(), async (db) => {
        const lines = await orderLines(db, orderId);
        if (lines.length > 0 && lines.every((r) => r.state === 'sold')) return 'sold';
        if (!lines.every((r) => r.state === 'held' && r.live)) {
          // The hold lapsed or was let go: the units are the order's only if still for sale and nobody else holds or bought them.
          const products = await lockProducts(db, lines.map((r) => r.productId), orderId);
          if (shortLines(lines, products).length > 0) {
            await db.query(`update reservations set state = 'released' where order_id = $1 and state = 'held'`, [orderId]);
            return 'gone';
          }
        }
        await db.query(
          `with sold as (update reservations set state = 'sold' where order_id = $1 and state <> 'sold' returning product_id, quantity)
           update products p set sold = p.sold + s.quantity from sold s where p.id = s.product_id`,
          [orderId],
        );
        return 'sold';
      }),

    release: async (orderId) => {
      await (await pool()).query(`update reservations set state = 'released' where order_id = $1 and state = 'held'`, [orderId]);
    },
  };
}

interface HeldLine extends StockLine {
  state: 'held' | 'sold' | 'released';
  live: boolean;
}

/** Who placed the order, from its reservation rows (never changed, so read unlocked); null if it holds none. */
async function buyerOf(db: PoolClient, orderId: string): Promise<string | null> {
  const { rows } = await db.query<{ buyerUid: string }>('select buyer_uid as "buyerUid" from reservations where order_id = $1 limit 1', [orderId]);
  return rows[0]?.buyerUid ?? null;
}

/** The order's reservation rows, locked. */
async function orderLines(db: PoolClient, orderId: string): Promise<HeldLine[]> {
  const { rows } = await db.query<HeldLine>(
    `select product_id as "productId", quantity, state, expires_at > now() as live
     from reservations where order_id = $1 order by product_id for update`,
    [orderId],
  );
  return rows;
}
