import type { Pool } from 'pg';
import { logger } from 'firebase-functions';
import { createCatalogPool, type CatalogDatabaseConfig } from './catalog-pool';
import { importCatalog, lastImport } from './import-catalog';
import { migrate } from './migrate';

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
  /** Imports the catalog now (the schedule's run); 'busy' when another import holds the lease. */
  refresh(): ReturnType<typeof importCatalog>;
}

/**
 * The catalog index of one server instance: its pool, made on first use; the schema migrated and the
 * catalog imported before the first answer; a stale import refreshed behind the answers. A failed start
 * is not kept: the next request tries again.
 */
export function catalogIndex(options: CatalogIndexOptions): CatalogIndex {
  const now = options.now ?? Date.now;
  let pool: Promise<Pool> | null = null;
  let starting: Promise<Pool> | null = null;
  let checkedAt = 0;

  const poolOnce = () => (pool ??= createCatalogPool(options.database));
  const refresh = async () => importCatalog(await poolOnce(), { catalogUrl: options.catalogUrl });

  async function start(): Promise<Pool> {
    const db = await poolOnce();
    await migrate(db);
    await options.onStart?.(db);
    if (!(await lastImport(db))) {
      // The first import of a fresh index: wait for one that another instance may be running.
      while ((await importCatalog(db, { catalogUrl: options.catalogUrl })).status === 'busy' && !(await lastImport(db))) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    checkedAt = now();
    return db;
  }

  /** At most once a minute per instance: is the import stale? Then refresh it, not waiting. */
  function refreshIfStale(db: Pool) {
    if (now() - checkedAt < 60_000) return;
    checkedAt = now();
    lastImport(db)
      .then((at) => (!at || now() - at.getTime() > options.refreshMs ? importCatalog(db, { catalogUrl: options.catalogUrl }) : null))
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
    refresh,
  };
}
