// The large store's catalog index, imported before its server starts. The server's first answer imports
// for 20 s at most and takes up the rest behind later answers: 100,000 products take 38-44 s on a quiet
// 2-core machine, and the bench measures a whole store from its first request. Here the server's own
// migration and import run in the bench's process against a database the
// bench keeps, from the catalog service the stack will run (same port, count and seed: the same products
// at the same addresses); the stack's server then finds the catalog imported and answers at once.
import path from 'node:path';
import { Pool } from 'pg';
import { ROOT } from '../stack/apps';
import { createCatalogDatabase, type CatalogDatabase } from '../stack/catalog-database';

export interface PrefilledCatalog {
  database: CatalogDatabase;
  products: number;
  /** The server's import alone (its migration before it not counted). */
  importMs: number;
}

// The server's and mf-catalog's own code, found by path (as the stack finds the catalog service).
const load = <T>(file: string) => require(path.join(ROOT, file)) as T;

/**
 * A PGlite database at `databasePort` (in memory) holding the index of `count` generated products, read
 * from a catalog service at `catalogPort`, stopped again before this returns. Stop `database` when done.
 */
export async function prefillCatalog({ databasePort, catalogPort, count }: { databasePort: number; catalogPort: number; count: number }): Promise<PrefilledCatalog> {
  const { migrate } = load<{ migrate(pool: Pool): Promise<void> }>('functions/src/catalog/migrate.ts');
  const { importCatalog } = load<{ importCatalog(pool: Pool, options: { catalogUrl: string }): Promise<{ status: string; products?: number }> }>(
    'functions/src/catalog/import-catalog.ts',
  );
  const { createCatalogService } = load<{
    createCatalogService(options: { port: number; host: string; count: number }): { url: string; start(): Promise<void>; stop(): Promise<void> };
  }>('catalog-service/src/catalog-service.ts');
  const database = createCatalogDatabase({ port: databasePort });
  const service = createCatalogService({ port: catalogPort, host: '127.0.0.1', count });
  await database.start();
  try {
    await service.start();
    const pool = new Pool({ connectionString: database.url, max: 1 });
    try {
      await migrate(pool);
      const started = Date.now();
      const result = await importCatalog(pool, { catalogUrl: `http://127.0.0.1:${catalogPort}` });
      if (result.status !== 'imported') throw new Error(`The catalog import answered ${result.status}`);
      return { database, products: result.products ?? 0, importMs: Date.now() - started };
    } finally {
      await pool.end();
      await service.stop();
    }
  } catch (error) {
    await database.stop();
    throw error;
  }
}
