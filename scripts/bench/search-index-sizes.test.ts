import { Pool } from 'pg';
import { migrate } from '../../functions/src/catalog/migrate';
import { createCatalogDatabase } from '../stack/catalog-database';
import { SEARCH_RELATIONS, searchIndexSizes } from './search-index-sizes';

describe('searchIndexSizes', () => {
  it('reads the size of every search relation the current schema has, in the report’s order', async () => {
    const database = createCatalogDatabase({ port: 0 });
    await database.start();
    const pool = new Pool({ connectionString: database.url, max: 1 });
    try {
      await migrate(pool);
      const sizes = await searchIndexSizes(database.url);
      // A relation a migration renamed or dropped would fall out of the bench's report unseen.
      expect(sizes.map((r) => r.name)).toEqual([...SEARCH_RELATIONS]);
      expect(sizes.every((r) => r.bytes >= 0)).toBe(true);
      expect(sizes.find((r) => r.name === 'search_words_trigram')!.bytes).toBeGreaterThan(0);
    } finally {
      await pool.end();
      await database.stop();
    }
  }, 60_000);
});
