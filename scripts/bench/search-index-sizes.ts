// The search's indexes at a size of the store (issue 39 asks the bench to report them), read from the
// catalog database the bench prefilled: each of the search's relations, and the products' own rows beside.
import { Pool } from 'pg';

/** The search's relations (migrations 1, 6, 7 and 8) and the products table they sit beside. */
export const SEARCH_RELATIONS = [
  'products_search_doc',
  'products_name_doc',
  'products_search',
  'products_popular',
  'products_name_words',
  'search_facets_doc',
  'search_facets',
  'search_words',
  'search_words_trigram',
  'products',
] as const;

export interface RelationSize {
  name: string;
  bytes: number;
}

/** The size on disk of each relation of SEARCH_RELATIONS the database has, in that order. */
export async function searchIndexSizes(url: string): Promise<RelationSize[]> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<RelationSize>(
      `select r.name, pg_relation_size(c.oid)::float8 as bytes
       from unnest($1::text[]) with ordinality as r(name, at) join pg_class c on c.relname = r.name
       where c.relnamespace = 'public'::regnamespace order by r.at`,
      [SEARCH_RELATIONS],
    );
    return rows;
  } finally {
    await pool.end();
  }
}
