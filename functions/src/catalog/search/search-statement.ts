import type { Pool, QueryResult, QueryResultRow } from 'pg';
import { SEARCH_CONFIG } from './search-migration';

/**
 * A statement's parameter (search-sql.ts) the shop's configuration reads before the statement runs: a
 * search query in to_tsquery's syntax, as a tsquery; or a text, as its count of distinct stems.
 */
export class QueryText {
  constructor(
    readonly text: string,
    readonly as: 'tsquery' | 'stems' = 'tsquery',
  ) {}
}

/**
 * Runs a statement whose parameters include search queries, each passed as the tsquery the shop's
 * configuration parses it to (stems and all, one statement for them all). A value, unlike the
 * call that parses it, is one the planner reads: PostgreSQL's statistics of the documents' words tell it
 * how many products a word matches, so it walks an order's index for a common word and reads the search
 * index for a rare one. Parsed in the statement, each query is read once per scan where an index reads it
 * but once per row where a filter does.
 */
export async function querySearch<R extends QueryResultRow>(pool: Pool, sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
  const at = params.flatMap((value, i) => (value instanceof QueryText ? [i] : []));
  if (at.length === 0) return pool.query<R>(sql, [...params]);
  const { rows } = await pool.query<{ parsed: string[] }>(
    `select array(select case when stems then length(to_tsvector('${SEARCH_CONFIG}', t))::text else to_tsquery('${SEARCH_CONFIG}', t)::text end
      from unnest($1::text[], $2::boolean[]) with ordinality as u(t, stems, i) order by i) as parsed`,
    [at.map((i) => (params[i] as QueryText).text), at.map((i) => (params[i] as QueryText).as === 'stems')],
  );
  const values = [...params];
  at.forEach((i, k) => (values[i] = rows[0]!.parsed[k]));
  return pool.query<R>(sql, values);
}
