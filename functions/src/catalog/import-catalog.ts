import type { Pool } from 'pg';
import { catalogRecord, type DummyProduct } from './dummyjson-product';
import { upsertProducts, type ProductRecord } from './upsert-products';

export interface ImportOptions {
  catalogUrl: string;
  fetchImpl?: typeof fetch;
  /** Products asked for per request (and written per statement). */
  pageSize?: number;
}

export type ImportResult = { status: 'imported'; products: number } | { status: 'busy' };

/** How long an import may hold the lease before another may take over (a crashed one's is let go). */
const LEASE = '15 minutes';

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

/**
 * Brings the index up to the catalog service (DummyJSON's contract): every product, a page at a time,
 * each page one statement (a reader never waits for the whole import). Products the catalog no longer
 * has go off sale. One import at a time, by a lease in the database.
 */
export async function importCatalog(pool: Pool, options: ImportOptions): Promise<ImportResult> {
  const leased = await pool.query(`update catalog_import set lease_until = now() + interval '${LEASE}' where id = 1 and lease_until < now()`);
  if (leased.rowCount === 0) return { status: 'busy' };
  try {
    const size = options.pageSize ?? 500;
    const seen = new Set<string>();
    for (let skip = 0, total = Infinity; skip < total; skip += size) {
      const page = await fetchPage(options, skip, size);
      total = page.total;
      if (page.products.length === 0) break;
      const records = new Map<string, ProductRecord>();
      page.products.forEach((raw, i) => {
        const record = catalogRecord(raw, skip + i + 1);
        if (record && !seen.has(record.id)) records.set(record.id, record);
      });
      await upsertProducts(pool, [...records.values()]);
      for (const id of records.keys()) seen.add(id);
    }
    await pool.query(`update products set is_active = false where source = 'catalog' and is_active and not (id = any($1::text[]))`, [[...seen]]);
    await pool.query('update catalog_import set finished_at = now(), products = $1, lease_until = now() where id = 1', [seen.size]);
    return { status: 'imported', products: seen.size };
  } catch (error) {
    await pool.query('update catalog_import set lease_until = now() where id = 1').catch(() => undefined);
    throw error;
  }
}

/** When the catalog was last imported whole (null: never). */
export async function lastImport(pool: Pool): Promise<Date | null> {
  const { rows } = await pool.query<{ finished_at: Date | null }>('select finished_at from catalog_import where id = 1');
  return rows[0]?.finished_at ?? null;
}
