import type { Pool } from 'pg';
import type { RateCounter } from './rate-limits';

/**
 * The counts in PostgreSQL (migration 4): one row per key, its window and hits. An upsert adds to it
 * atomically (a second caller waits for the row and counts on top), and keys go in one order, so two
 * calls never wait on each other's rows in a circle.
 */
export function pgRateCounter(pool: () => Promise<Pool>): RateCounter & { sweep(before: number): Promise<number> } {
  return {
    async hit(keys, windowStart, amount) {
      const { rows } = await (await pool()).query<{ key: string; hits: number }>(
        `insert into rate_limits as r (key, window_start, hits)
         select key, $2::bigint, $3::bigint from unnest($1::text[]) with ordinality as k (key, n) order by n
         on conflict (key) do update
           set hits = case when r.window_start = excluded.window_start then r.hits + excluded.hits else excluded.hits end,
               window_start = excluded.window_start
         returning key, hits`,
        [[...keys].sort(), windowStart, amount],
      );
      return new Map(rows.map((row) => [row.key, row.hits]));
    },
    /** Forgets keys whose last window ended before `before` (the hourly refresh calls it). */
    async sweep(before) {
      const { rowCount } = await (await pool()).query('delete from rate_limits where window_start < $1', [before]);
      return rowCount ?? 0;
    },
  };
}
