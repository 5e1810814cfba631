import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** One empty database with pg_trgm, reached with `pg` at `url` as the server reaches its own. */
export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  url: string;
  /** Closes it and throws it away. */
  stop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: TestDatabase['name'];
  start(): Promise<TestDatabase>;
}

/** The stack's catalog database (scripts/stack/catalog-database.ts), required, not imported: it is not the server's code. */
interface StackCatalogDatabase {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}
const { createCatalogDatabase } = require(path.join(__dirname, '../../../scripts/stack/catalog-database.ts')) as {
  createCatalogDatabase(options: { port: number }): StackCatalogDatabase;
};

/**
 * PGlite in this process, served as `npm start` serves it. Its statements take turns on one session, so a
 * test of concurrency proves nothing here (see the PostgreSQL one).
 */
async function startPGlite(): Promise<TestDatabase> {
  // Port 0: the OS picks a free one as it listens, so no other test can take it in between.
  const database = createCatalogDatabase({ port: 0 });
  await database.start();
  const client = new Client({ connectionString: database.url });
  try {
    await client.connect();
    await client.query('create extension pg_trgm');
  } finally {
    await client.end();
  }
  return { name: 'PGlite', url: database.url, stop: () => database.stop() };
}

/**
 * TEST_POSTGRES_URL's PostgreSQL, which jest's setup sets when it started one from npm
 * (scripts/jest/test-postgres.mjs); else Debian's over its Unix socket as the OS user (peer auth).
 */
const postgresUrl = (database: string) => {
  if (!process.env.TEST_POSTGRES_URL) return `postgresql://${encodeURIComponent(os.userInfo().username)}@localhost/${database}?host=/var/run/postgresql`;
  const url = new URL(process.env.TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

function unreachable(reason: string) {
  const user = os.userInfo().username;
  return new Error(
    `The catalog tests need PostgreSQL, and ${process.env.TEST_POSTGRES_URL ? 'TEST_POSTGRES_URL' : "Debian's server on /var/run/postgresql"} did not answer (${reason}). ` +
      `Run the tests through jest.config.mjs, whose setup starts one from npm when Debian's does not answer ` +
      `(scripts/jest/test-postgres.mjs); or start Debian's (pg_ctlcluster --skip-systemctl-redirect 15 main start, with ` +
      `a role named ${user}); or set TEST_POSTGRES_URL to a PostgreSQL whose user may create databases and has pg_trgm.`,
  );
}

/** Runs `work` connected to the server's `postgres` database, as a user who may create databases. */
async function asAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: postgresUrl('postgres'), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw unreachable((error as Error).message);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its sessions are gone. `pool.end()` resolves before its sockets have closed,
 * and a forced drop while they linger terminates them (57P01), which a pool without an error listener
 * raises as an unhandled error. So wait for the sessions to leave (bounded), and only then force.
 */
async function dropWhenClosed(admin: Client, database: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  const sessions = async () =>
    Number((await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database])).rows[0]!.n);
  while ((await sessions()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await admin.query(`drop database if exists ${database} with (force)`);
}

/** A real PostgreSQL: a fresh database per start, dropped on stop. Concurrency is proven here. */
async function startPostgres(): Promise<TestDatabase> {
  const database = `catalog_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${database}`));
  const url = postgresUrl(database);
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('create extension pg_trgm');
  } catch (error) {
    await asAdmin((admin) => dropWhenClosed(admin, database));
    throw error;
  } finally {
    await client.end();
  }
  return { name: 'PostgreSQL', url, stop: () => asAdmin((admin) => dropWhenClosed(admin, database)) };
}

/** Every database the server's catalog code is tested on: `describe.each(TEST_DATABASES)('$name', …)`. */
export const TEST_DATABASES: readonly TestDatabaseKind[] = [
  { name: 'PGlite', start: startPGlite },
  { name: 'PostgreSQL', start: startPostgres },
];
