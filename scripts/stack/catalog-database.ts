// The catalog index's database locally, as one server of the stack: PGlite (PostgreSQL compiled to WASM,
// in this process, pg_trgm and unaccent loaded) served over the Postgres wire protocol by pglite-socket, so the shop's
// server reaches it with `pg` exactly as it reaches a real PostgreSQL in production.
import fs from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SessionTurns } from './pglite-turns';

export interface CatalogDatabase {
  /** The port asked for; 0 takes a free one, named by `url` once started. */
  port: number;
  /** A connection string for `pg` (CATALOG_DATABASE_URL of the shop's server). */
  readonly url: string;
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
  let listeningOn = port;
  let running: { db: PGlite; server: WireServer } | null = null;
  let starting: Promise<void> | null = null;

  async function open() {
    const db = await openDb(dataDir);
    try {
      const server = await serveWire(db, port, host);
      listeningOn = server.port;
      running = { db, server };
    } catch (error) {
      await db.close();
      const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'the port is taken' : (error as Error).message;
      throw new Error(
        `Cannot start the catalog database at ${host}:${port}: ${reason}. Free it, or set CATALOG_DATABASE_PORT to a free port (or CATALOG_DATABASE_URL to use a PostgreSQL of yours).`,
      );
    }
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

  return {
    port,
    get url() {
      return `postgres://postgres@${host}:${listeningOn}/postgres`;
    },
    start,
    stop,
  };
}

interface WireServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * PGlite over the Postgres wire protocol: pglite-socket's handler per connection (a `pg` Pool holds
 * several), taking turns on the one session through SessionTurns rather than pglite-socket's own queue.
 */
function serveWire(db: PGlite, port: number, host: string): Promise<WireServer> {
  const turns = new SessionTurns(db) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const handlers = new Set<PGLiteSocketHandler>();
  const attach = (socket: Socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: turns, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  };
  const server: Server = createServer(attach);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        stop: async () => {
          await Promise.all([...handlers].map((handler) => handler.detach(true)));
          handlers.clear();
          await new Promise((closed) => server.close(closed));
        },
      });
    });
  });
}

async function openDb(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ extensions: { pg_trgm, unaccent } });
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  } catch (error) {
    throw new Error(`The catalog database in ${dataDir} could not be opened (${(error as Error).message}). Move it away to start empty.`);
  }
}
