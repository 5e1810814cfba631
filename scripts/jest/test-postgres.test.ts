// The PostgreSQL `npm test` starts from npm where no other answers (test-postgres.mjs), proven on every machine,
// Debian's server or not: it starts, takes pg_trgm, and leaves nothing behind.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SETUP = path.join(__dirname, 'test-postgres.mjs');

// Its own Node process: the setup is an ES module, as jest's global setup loads it.
const PROBE = `
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startEmbedded } from ${JSON.stringify(SETUP)};
const server = await startEmbedded();
const client = new pg.Client({ connectionString: server.url });
await client.connect();
await client.query('create extension pg_trgm');
const { rows } = await client.query("select similarity('black', 'balck') > 0 as trigrams, split_part(version(), ' ', 2) as version");
await client.end();
await server.stop();
console.log(JSON.stringify({ ...rows[0], url: server.url, left: existsSync(server.dir) }));
`;

test('PostgreSQL from npm starts on loopback with pg_trgm, and is gone after', () => {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], { cwd: path.join(__dirname, '../..'), encoding: 'utf8', timeout: 60_000 });
  expect(result.stderr).toBe('');
  const answer = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { trigrams: boolean; version: string; url: string; left: boolean };
  expect(answer.trigrams).toBe(true);
  expect(Number(answer.version.split('.')[0])).toBeGreaterThanOrEqual(18);
  expect(answer.url).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
  expect(answer.left).toBe(false);
}, 90_000);
