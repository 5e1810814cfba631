import { TEST_DATABASES, type TestDatabase } from '../testing/catalog-databases';
import { catalogIndex } from './catalog-index';
import { MIGRATIONS } from './migrations';

let db: TestDatabase;
beforeAll(async () => {
  db = await TEST_DATABASES[0]!.start();
});
afterAll(() => db.stop());

it("answers the migrated schema without waiting for the catalog's import (the rate limits need no products)", async () => {
  const onStart = jest.fn(async () => undefined);
  // No catalog service answers here: an import would fail.
  const index = catalogIndex({ database: { kind: 'url', url: db.url }, catalogUrl: 'http://127.0.0.1:9', refreshMs: 60_000, onStart });
  const pool = await index.schema();
  try {
    expect(await index.schema()).toBe(pool);
    const { rows } = await pool.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect((await pool.query('select finished_at from catalog_import')).rows).toEqual([{ finished_at: null }]);
    expect(onStart).not.toHaveBeenCalled();
  } finally {
    await pool.end();
  }
});
