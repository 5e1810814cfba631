import type { Pool } from 'pg';
import { catalogRecord, type DummyProduct } from './dummyjson-product';
import { refreshDerived } from './refresh-derived';
import { upsertProducts, type ProductRecord } from './upsert-products';

export interface ImportOptions {
  catalogUrl: string;
  fetchImpl?: typeof fetch;
  /** Products asked for per request (and written per statement). */
  pageSize?: number;
  /** Stop after the page that passes this many ms: the lease let go, the next import goes on from there. */
  budgetMs?: number;
}

export type ImportResult = { status: 'imported' | 'partial'; products: number } | { status: 'busy' };

/**
 * How long an import holds the lease without writing a page (renewed with each): longer than a page's
 * fetch (30 s at most) and write, short enough that a crashed import's successor is not kept waiting.
 */
const LEASE = '2 minutes';

async function fetchPage(options: ImportOptions, skip: number, limit: number) {
  const url = `${options.catalogUrl.replace(/\/+$/, '')}/products?limit=${limit}&skip=${skip}`;
  let res: Response;
  try {
    res = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(30_000), headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The catalog at ${options.catalogUrl} could not be reached: ${(error as Error).message}`);
  }
  if (!res.ok) throw new Error(`The catalog at ${options.catalogUrl} answered ${res.status} to ${url}`);
  const body = (await res.json()) as { products?: unknown; total?: unknown };
  if (!Array.isArray(body.products) || typeof body.total !== 'number') throw new Error(`The catalog at ${options.catalogUrl} answered without products`);
  return { products: body.products as DummyProduct[], total: body.total };
}

/** A page's products the import has not met on an earlier page (the first place a product is met is its place). */
async function unseen(pool: Pool, products: DummyProduct[], skip: number): Promise<ProductRecord[]> {
  const records = new Map<string, ProductRecord>();
  products.forEach((raw, i) => {
    const record = catalogRecord(raw, skip + i + 1);
    if (record && !records.has(record.id)) records.set(record.id, record);
  });
  const { rows } = await pool.query<{ id: string }>('select id from catalog_import_seen where id = any($1::text[])', [[...records.keys()]]);
  for (const { id } of rows) records.delete(id);
  return [...records.values()];
}

/**
 * Brings the index up to the catalog service (DummyJSON's contract): every product, a page at a time,
 * each page one statement (a reader never waits for the whole import). Products the catalog no longer
 * has go off sale at the end. One import at a time, by a lease in the database renewed with each page;
 * an import cut short (by its budget, an error or a crash) is taken up at its next page by the next one.
 */
export async function importCatalog(pool: Pool, options: ImportOptions): Promise<ImportResult> {
  const started = Date.now();
  const leased = await pool.query<{ next_skip: number }>(
    `update catalog_import set lease_until = now() + interval '${LEASE}' where id = 1 and lease_until < now() returning next_skip`,
  );
  if (leased.rows.length === 0) return { status: 'busy' };
  const letGo = () => pool.query('update catalog_import set lease_until = now() where id = 1');
  try {
    const size = options.pageSize ?? 500;
    let skip = leased.rows[0]!.next_skip;
    if (skip === 0) await pool.query('delete from catalog_import_seen');
    for (let total = Infinity; skip < total; ) {
      const page = await fetchPage(options, skip, size);
      total = page.total;
      if (page.products.length === 0) break;
      const records = await unseen(pool, page.products, skip);
      await upsertProducts(pool, records);
      skip += page.products.length;
      const moved = await pool.query(
        `with seen as (insert into catalog_import_seen select unnest($1::text[]) on conflict do nothing)
         update catalog_import set next_skip = $2, lease_until = now() + interval '${LEASE}' where id = 1 and next_skip = $3`,
        [records.map((r) => r.id), skip, skip - page.products.length],
      );
      if (moved.rowCount === 0) return { status: 'busy' }; // this import's lease lapsed and another went on
      if (options.budgetMs !== undefined && Date.now() - started >= options.budgetMs && skip < total) {
        await letGo();
        return { status: 'partial', products: await seenCount(pool) };
      }
    }
    await pool.query(
      `update products set is_active = false where source = 'catalog' and is_active
         and not exists (select 1 from catalog_import_seen s where s.id = products.id)`,
    );
    const products = await seenCount(pool);
    await pool.query('update catalog_import set finished_at = now(), products = $1, next_skip = 0, lease_until = now() where id = 1', [products]);
    await pool.query('delete from catalog_import_seen');
    await refreshDerived(pool);
    return { status: 'imported', products };
  } catch (error) {
    await letGo().catch(() => undefined);
    throw error;
  }
}

const seenCount = async (pool: Pool) =>
  (await pool.query<{ n: number }>('select count(*)::int as n from catalog_import_seen')).rows[0]!.n;

/** When the catalog was last imported whole (null: never). */
export async function lastImport(pool: Pool): Promise<Date | null> {
  const { rows } = await pool.query<{ finished_at: Date | null }>('select finished_at from catalog_import where id = 1');
  return rows[0]?.finished_at ?? null;
}
