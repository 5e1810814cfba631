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
 * What the configuration made of each query already parsed: a parse depends on the text alone (the
 * configuration changes only with a migration, which restarts the server), so a query searched again,
 * or a word typed again, is not parsed again. Bounded: the oldest are forgotten first.
 */
const parsed = new Map<string, string>();
const PARSED_MAX = 5_000;
const keyOf = (q: QueryText) => `${q.as}\u0000${q.text}`;
function remember(key: string, value: string) {
  parsed.set(key, value);
  if (parsed.size > PARSED_MAX) parsed.delete(parsed.keys().next().value!);
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
  const values = [...params];
  // Each text once, however many parameters hold it.
  const unparsed = [...new Map(params.flatMap((value) => (value instanceof QueryText && !parsed.has(keyOf(value)) ? [[keyOf(value), value] as const] : []))).values()];
  if (unparsed.length > 0) {
    const { rows } = await pool.query<{ parsed: string[] }>(
      `select array(select case when stems then length(to_tsvector('${SEARCH_CONFIG}', t))::text else to_tsquery('${SEARCH_CONFIG}', t)::text end
        from unnest($1::text[], $2::boolean[]) with ordinality as u(t, stems, i) order by i) as parsed`,
      [unparsed.map((q) => q.text), unparsed.map((q) => q.as === 'stems')],
    );
    unparsed.forEach((q, i) => remember(keyOf(q), rows[0]!.parsed[i]!));
  }
  params.forEach((value, i) => {
    if (value instanceof QueryText) values[i] = parsed.get(keyOf(value));
  });
  return pool.query<R>(sql, values);
}
