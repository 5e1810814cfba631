import { Pool } from 'pg';
import { migrate } from '../catalog/migrate';
import { TEST_DATABASES, type TestDatabase, type TestDatabaseKind } from './catalog-databases';

/**
 * A migrated catalog database for the tests around the call (a file or a `describe`), registering its own
 * jest hooks: started before them, thrown away after (`each`: a new one for every test). The answer stands
 * for the pool once started, so a test names `pool` as it would a Pool. `max`: its connections (twenty
 * where concurrent writers must truly overlap on PostgreSQL).
 */
export function useCatalogDatabase(kind: TestDatabaseKind = TEST_DATABASES[0]!, { max = 10, each = false } = {}): Pool {
  let db: TestDatabase | null = null;
  let pool: Pool | null = null;
  (each ? beforeEach : beforeAll)(async () => {
    db = await kind.start();
    pool = new Pool({ connectionString: db.url, max });
    // A connection the database ends while idle is reported here; unheard, it fails the whole test file.
    pool.on('error', () => undefined);
    await migrate(pool);
  }, 60_000);
  (each ? afterEach : afterAll)(async () => {
    await pool?.end();
    await db?.stop();
  }, 60_000);
  return new Proxy({} as Pool, {
    get(_, key) {
      if (!pool) throw new Error('The catalog database is used before its tests started');
      const value = Reflect.get(pool, key, pool) as unknown;
      return typeof value === 'function' ? value.bind(pool) : value;
    },
  });
}
