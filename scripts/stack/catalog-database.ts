// The catalog index's database locally, as one server of the stack: PGlite (PostgreSQL compiled to WASM,
// in this process, pg_trgm loaded) served over the Postgres wire protocol by pglite-socket, so the shop's
// server reaches it with `pg` exactly as it reaches a real PostgreSQL in production.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface CatalogDatabase {
  port: number;
  /** A connection string for `pg` (CATALOG_DATABASE_URL of the shop's server). */
  url: string;
  /** Resolves once it accepts connections; calling it again while starting or running waits for the same. */
  start(): Promise<void>;
  /** Drops every connection and closes the database, so its data folder is complete on disk. */
  stop(): Promise<void>;
}

/**
 * `dataDir`: the database's files, kept across restarts (created on first start); none: in memory,
 * empty at every start.
 */
export function createCatalogDatabase({ port, host = '127.0.0.1', dataDir }: { port: number; host?: string; dataDir?: string }): CatalogDatabase {
  // PGlite has one role and one database (postgres) and answers to any name, but a startup packet with
  // no user wedges its query queue for every connection: the URL always names one.
  const url = `postgres://postgres@${host}:${port}/postgres`;
  let running: { db: PGlite; server: PGLiteSocketServer } | null = null;
  let starting: Promise<void> | null = null;

  async function open() {
    const db = await openDb(dataDir);
    // pglite-socket's default is one connection, and a `pg` Pool holds several. Their statements take
    // turns on PGlite's one session; an open transaction keeps it until it ends.
    const server = new PGLiteSocketServer({ db, port, host, maxConnections: 100 });
    try {
      await server.start();
    } catch (error) {
      await db.close();
      const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'the port is taken' : (error as Error).message;
      throw new Error(
        `Cannot start the catalog database at ${host}:${port}: ${reason}. Free it, or set CATALOG_DATABASE_PORT to a free port (or CATALOG_DATABASE_URL to use a PostgreSQL of yours).`,
      );
    }
    running = { db, server };
  }

  function start() {
    starting ??= open().catch((error) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  async function stop() {
    await starting?.catch(() => undefined);
    const current = running;
    running = null;
    starting = null;
    if (!current) return;
    await current.server.stop();
    await current.db.close();
  }

  return { port, url, start, stop };
}

async function openDb(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ extensions: { pg_trgm } });
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await PGlite.create({ dataDir, extensions: { pg_trgm } });
  } catch (error) {
    throw new Error(`The catalog database in ${dataDir} could not be opened (${(error as Error).message}). Move it away to start empty.`);
  }
}
