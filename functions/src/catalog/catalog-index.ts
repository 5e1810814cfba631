import type { Pool } from 'pg';
import { logger } from 'firebase-functions';
import { createCatalogPool, type CatalogDatabaseConfig } from './catalog-pool';
import { importCatalog, lastImport } from './import-catalog';
import { migrate } from './migrate';

/**
 * How long a request may spend importing (the first answer of a fresh index, or behind an answer): well
 * inside a request's limit (60 s in the Functions emulator). 200 products take about 1 s, 100,000 about 40 s.
 */
const FIRST_IMPORT_MS = 20_000;

export interface CatalogIndexOptions {
  database: CatalogDatabaseConfig;
  catalogUrl: string;
  /** A catalog older than this is imported again (in the background: readers keep the one they have). */
  refreshMs: number;
  /** Run once per instance after the schema is in place, before the first import (moving older data in, sweeping outboxes). */
  onStart?: (pool: Pool) => Promise<void>;
  now?: () => number;
}

export interface CatalogIndex {
  /** The pool once the schema is current and the catalog imported at least once. */
  ready(): Promise<Pool>;
  /** The pool once the schema is current, not waiting for any import (what needs no products: the rate limits). */
  schema(): Promise<Pool>;
  /** Imports the catalog now for up to `budgetMs` (the schedule's run); 'busy' when another import holds the lease. */
  refresh(budgetMs?: number): ReturnType<typeof importCatalog>;
}

/**
 * The catalog index of one server instance: its pool, made on first use; the schema migrated and the
 * catalog imported before the first answer (up to a budget); an unfinished or stale import taken up behind the answers. A failed start
 * is not kept: the next request tries again.
 */
export function catalogIndex(options: CatalogIndexOptions): CatalogIndex {
  const now = options.now ?? Date.now;
  let pool: Promise<Pool> | null = null;
  let starting: Promise<Pool> | null = null;
  let checkedAt = 0;

  let migrated: Promise<Pool> | null = null;
  const poolOnce = () => (pool ??= createCatalogPool(options.database));
  const schema = () =>
    (migrated ??= poolOnce()
      .then(async (db) => {
        await migrate(db);
        return db;
      })
      .catch((error: unknown) => {
        migrated = null;
        throw error;
      }));
  const refresh = async (budgetMs?: number) => importCatalog(await poolOnce(), { catalogUrl: options.catalogUrl, budgetMs });

  async function start(): Promise<Pool> {
    const db = await schema();
    await options.onStart?.(db);
    // A fresh index: the first answer waits for the import (or another instance's) up to a budget; a
    // larger catalog is taken up again behind later answers and by the schedule, where it stopped.
    const deadline = now() + FIRST_IMPORT_MS;
    while (!(await lastImport(db)) && now() < deadline) {
      const result = await importCatalog(db, { catalogUrl: options.catalogUrl, budgetMs: deadline - now() });
      if (result.status === 'busy') await new Promise((resolve) => setTimeout(resolve, 500));
    }
    checkedAt = now();
    return db;
  }

  /** At most once a minute per instance: is the import stale? Then refresh it, not waiting. */
  function refreshIfStale(db: Pool) {
    if (now() - checkedAt < 60_000) return;
    checkedAt = now();
    lastImport(db)
      .then((at) =>
        !at || now() - at.getTime() > options.refreshMs ? importCatalog(db, { catalogUrl: options.catalogUrl, budgetMs: FIRST_IMPORT_MS }) : null,
      )
      .catch((error: unknown) => logger.warn('catalog refresh failed', error));
  }

  return {
    async ready() {
      starting ??= start().catch((error: unknown) => {
        starting = null;
        throw error;
      });
      const db = await starting;
      refreshIfStale(db);
      return db;
    },
    schema,
    refresh,
  };
}
