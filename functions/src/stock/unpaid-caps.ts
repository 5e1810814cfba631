import type { PoolClient } from 'pg';
import { Refusal } from '../http/refusal';
import { CAP_REFUSALS, MAX_UNPAID_OF_PRODUCT, MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS } from './hold-limits';

/**
 * One shopper's holds (Place Order, Complete payment) take turns until the transaction ends, so two at once
 * cannot both pass the caps: each counts after the other's holds are committed. Take it before any row lock.
 */
export async function lockShopper(db: PoolClient, buyerUid: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`unpaid:${buyerUid}`]);
}

interface CapCheck {
  buyerUid: string;
  /** The order about to hold; its own rows never count against it (Complete payment holds them again). */
  orderId: string;
  /** Units it would hold, by product. */
  wanted: ReadonlyMap<string, number>;
  nameOf(productId: string): string;
  /** The field a refusal names ('items.0.quantity: '), or '' where there is none (Complete payment). */
  fieldOf(productId: string): string;
}

/** Refuses the hold if, with what the shopper's other unpaid orders hold live now, it would pass a cap. Under lockShopper. */
export async function checkUnpaidCaps(db: PoolClient, { buyerUid, orderId, wanted, nameOf, fieldOf }: CapCheck): Promise<void> {
  const { rows } = await db.query<{ orderId: string; productId: string; quantity: number }>(
    `select order_id as "orderId", product_id as "productId", quantity from reservations
     where buyer_uid = $1 and state = 'held' and expires_at > now() and order_id <> $2`,
    [buyerUid, orderId],
  );
  const refuse = (message: string) => new Refusal('failed-precondition', message);
  if (new Set(rows.map((r) => r.orderId)).size >= MAX_UNPAID_ORDERS) throw refuse(CAP_REFUSALS.orders);
  for (const [productId, units] of wanted) {
    const held = rows.filter((r) => r.productId === productId).reduce((sum, r) => sum + r.quantity, 0);
    if (held + units > MAX_UNPAID_OF_PRODUCT) throw refuse(fieldOf(productId) + CAP_REFUSALS.ofProduct(nameOf(productId), held));
  }
  const held = rows.reduce((sum, r) => sum + r.quantity, 0);
  const adding = [...wanted.values()].reduce((sum, units) => sum + units, 0);
  if (held + adding > MAX_UNPAID_UNITS) throw refuse(CAP_REFUSALS.units(held, adding));
}
