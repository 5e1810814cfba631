import type { Pool } from 'pg';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * Runs, in order, each step the database has not run yet, each in its own transaction with its record,
 * so a step is applied once and whole. Two servers starting at once queue on the table's lock.
 */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await pool.query(`create table if not exists schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`);
  const applied: number[] = [];
  for (const step of [...migrations].sort((a, b) => a.version - b.version)) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('lock table schema_migrations in exclusive mode');
      const done = await client.query('select 1 from schema_migrations where version = $1', [step.version]);
      if (done.rowCount === 0) {
        await client.query(step.sql);
        await client.query('insert into schema_migrations (version, name) values ($1, $2)', [step.version, step.name]);
        applied.push(step.version);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`Catalog database migration ${step.version} (${step.name}) failed: ${(error as Error).message}`);
    } finally {
      client.release();
    }
  }
  return applied;
}
