import type { Pool } from 'pg';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../app/admin';
import { chargeProblem, type VerifyCharge } from '../payments/charge';
import { pgStock } from '../stock/stock-keeper';
import { UNPAID_STATUSES, type OrderRecord } from './order-record';
import { settleOrder, type SettleDeps } from './settle-order';

/**
 * An order lives in two stores: its record in Firestore, its units in the catalog database. Place Order holds
 * the units, then keeps the record; a settlement sells the units, then marks the record paid. A crash (or a
 * lost instance) between the two leaves them apart, so at every start and on the hourly schedule:
 * - a live hold whose order was never kept is let go (not left to keep a seller's units until it lapses);
 * - units sold to an order whose record is not paid are settled again from the provider's charge (the
 *   settlement is idempotent: the sale is done, the record is marked as it would have been);
 * - units sold to an order that has no record, or no charge that verifies, go back to stock, logged.
 * Each step looks only at rows that can still disagree: live holds, and sales of the last day.
 */

/** Orders can be paid for a day: a sale older than this whose record is not paid was mended or logged before. */
const SALES_WINDOW = '25 hours';
const BATCH = 100;

export interface ReconcileDeps extends Omit<SettleDeps, 'stock'> {
  verify: VerifyCharge;
  /** A hold younger than this may belong to a Place Order still keeping its record (server-config's reconcileGraceMs). */
  graceMs: number;
}

export interface Reconciled {
  holdsReleased: number;
  salesSettled: number;
  salesUndone: number;
}

/** The order records of `ids`, by id (absent: no record). */
async function recordsOf(deps: ReconcileDeps, ids: readonly string[]): Promise<Map<string, OrderRecord>> {
  const found = new Map<string, OrderRecord>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const refs = ids.slice(i, i + BATCH).map((id) => deps.db.collection(COLLECTIONS.orders).doc(id));
    for (const snap of await deps.db.getAll(...refs)) if (snap.exists) found.set(snap.id, snap.data() as OrderRecord);
  }
  return found;
}

const orderIds = async (pool: Pool, sql: string, params: unknown[]) => (await pool.query<{ id: string }>(sql, params)).rows.map((r) => r.id);

/** Puts an order's sold units back in stock: the sale never reached its record. */
async function undoSale(pool: Pool, orderId: string): Promise<void> {
  await pool.query(
    `with undone as (update reservations set state = 'released' where order_id = $1 and state = 'sold' returning product_id, quantity)
     update products p set sold = p.sold - u.quantity from undone u where p.id = u.product_id`,
    [orderId],
  );
}

/** The charge of the latest of the order's references that the provider verifies as paying it; null when none does. A provider that does not answer throws. */
async function chargeOf(deps: ReconcileDeps, order: OrderRecord) {
  for (const reference of [...order.references].reverse()) {
    const charge = await deps.verify(reference);
    if (!chargeProblem(charge, order)) return charge;
  }
  return null;
}

export async function reconcileStores(pool: Pool, deps: ReconcileDeps): Promise<Reconciled> {
  const result: Reconciled = { holdsReleased: 0, salesSettled: 0, salesUndone: 0 };
  const stock = pgStock(async () => pool);

  const held = await orderIds(
    pool,
    `select distinct order_id as id from reservations where state = 'held' and expires_at > now() and created_at < now() - make_interval(secs => $1)`,
    [deps.graceMs / 1000],
  );
  const heldRecords = await recordsOf(deps, held);
  for (const id of held.filter((id) => !heldRecords.has(id))) {
    await stock.release(id);
    result.holdsReleased += 1;
  }

  const sold = await orderIds(pool, `select distinct order_id as id from reservations where state = 'sold' and created_at > now() - $1::interval`, [SALES_WINDOW]);
  const soldRecords = await recordsOf(deps, sold);
  for (const id of sold) {
    const order = soldRecords.get(id);
    // Paid, or on from paid: the record agrees with the sale.
    if (order && !UNPAID_STATUSES.has(order.status)) continue;
    try {
      const charge = order ? await chargeOf(deps, order) : null;
      if (charge && order!.status === 'awaiting-payment') {
        if ((await settleOrder({ ...deps, stock }, id, charge, 'reconcile')).status === 'paid') result.salesSettled += 1;
        continue;
      }
      if (charge) {
        // Paid after its record expired: the money is there, so the units stay sold; staff settle or refund it.
        logger.error('reconcile: an expired order holds sold units and a verified charge', { orderId: id, reference: charge.reference });
        continue;
      }
    } catch (error) {
      // The provider or a store did not answer: nothing is undone on a guess; the next run tries again.
      logger.warn('reconcile: a sold order could not be checked', { orderId: id, error: (error as Error).message });
      continue;
    }
    await undoSale(pool, id);
    result.salesUndone += 1;
    logger.error('reconcile: units were sold to an order with no paid record nor charge; they are back in stock', { orderId: id, status: order?.status ?? 'no record' });
  }
  if (result.holdsReleased + result.salesSettled + result.salesUndone > 0) logger.warn('reconcile: the stores were brought back in agreement', result);
  return result;
}
