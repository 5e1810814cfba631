import { Pool } from 'pg';
import { TEST_DATABASES, type TestDatabase } from './catalog-databases';

// PGlite loads PostgreSQL's WASM at every start (seconds on these machines).
jest.setTimeout(60_000);

describe.each(TEST_DATABASES)('the test database $name', ({ name, start }) => {
  let database: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    database = await start();
    pool = new Pool({ connectionString: database.url, max: 3 });
  });
  afterAll(async () => {
    await pool.end();
    await database.stop();
  });

  it('answers pg, pg_trgm ready', async () => {
    expect(database.name).toBe(name);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    const { rows } = await pool.query<{ similarity: number }>("select similarity('abc', 'abd') as similarity");
    expect(rows[0]!.similarity).toBeCloseTo(1 / 3);
  });
});

describe('the PostgreSQL test database', () => {
  it('is a fresh database, dropped on stop', async () => {
    const postgres = TEST_DATABASES.find((kind) => kind.name === 'PostgreSQL')!;
    const [first, second] = await Promise.all([postgres.start(), postgres.start()]);
    expect(first!.url).not.toBe(second!.url);
    await Promise.all([first!.stop(), second!.stop()]);
    const client = new Pool({ connectionString: first!.url, max: 1 });
    await expect(client.query('select 1')).rejects.toThrow(/does not exist/);
    await client.end();
  });

  it('says how to get PostgreSQL when it cannot reach one, rather than skipping', async () => {
    const postgres = TEST_DATABASES.find((kind) => kind.name === 'PostgreSQL')!;
    const before = process.env.TEST_POSTGRES_URL;
    process.env.TEST_POSTGRES_URL = 'postgresql://nobody@127.0.0.1:1/postgres';
    try {
      await expect(postgres.start()).rejects.toThrow(/TEST_POSTGRES_URL did not answer .*jest\.config\.mjs, whose setup starts one from npm/);
    } finally {
      if (before === undefined) delete process.env.TEST_POSTGRES_URL;
      else process.env.TEST_POSTGRES_URL = before;
    }
  });
});
