import { BEST_MATCH_MIGRATION } from './search/best-match-migration';
import { SEARCH_FACETS_MIGRATION } from './search/search-facets-migration';
import { SEARCH_MIGRATION } from './search/search-migration';

/**
 * The catalog index's schema, one versioned step at a time: a deployed database is only ever moved
 * forward, at start, by the steps it has not run (migrate.ts). Never edit a released step; add one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Stats kept per statement from its transition tables, so an import of 100,000 rows updates each
// category's counters once, and a seller's one listing once. Counters only ever add deltas: two
// writers in one category queue on its row and both count (no read-modify-write in the application).
const STATS_FROM = (rows: string, sign: 1 | -1) =>
  `select category, brand, ${sign} as n, ${sign} * unit_price as price from ${rows} where is_active`;

const statsFunction = (name: string, sources: string) => `
create function ${name}() returns trigger language plpgsql as $$
begin
  insert into category_stats as s (category, product_count, price_sum)
    select category, sum(n), sum(price) from (${sources}) d group by category
  on conflict (category) do update
    set product_count = s.product_count + excluded.product_count, price_sum = s.price_sum + excluded.price_sum;
  insert into category_brands as b (category, brand, product_count)
    select category, brand, sum(n) from (${sources}) d where brand is not null group by category, brand
  on conflict (category, brand) do update set product_count = b.product_count + excluded.product_count;
  return null;
end $$;`;


// From version 5, the counters also count by minimum rating (rated_1..rated_4: rating >= 1..4, the filter's
// choices) and by price bucket, and a statement whose deltas are all zero (a sale moves only sold)
// writes no counter row, so buyers of one category do not queue on its counters.
const RATED = [1, 2, 3, 4] as const;
const ratedColumns = RATED.map((r) => `rated_${r}`).join(', ');
const ratedSums = RATED.map((r) => `sum(r${r})`).join(', ');
const ratedAdd = (alias: string) => RATED.map((r) => `rated_${r} = ${alias}.rated_${r} + excluded.rated_${r}`).join(', ');
const anyRated = RATED.map((r) => `sum(r${r}) <> 0`).join(' or ');

const COUNTS_FROM = (rows: string, sign: 1 | -1) =>
  `select category, brand, price_bucket, ${sign} as n, ${sign} * unit_price as price, ${RATED.map((r) => `${sign} * (rating >= ${r})::int as r${r}`).join(', ')}
   from ${rows} where is_active`;

const countsFunction = (name: string, sources: string) => `
create or replace function ${name}() returns trigger language plpgsql as $$
begin
  insert into category_stats as s (category, product_count, price_sum, ${ratedColumns})
    select category, sum(n), sum(price), ${ratedSums} from (${sources}) d group by category
    having sum(n) <> 0 or sum(price) <> 0 or ${anyRated}
  on conflict (category) do update
    set product_count = s.product_count + excluded.product_count, price_sum = s.price_sum + excluded.price_sum, ${ratedAdd('s')};
  insert into category_brands as b (category, brand, product_count)
    select category, brand, sum(n) from (${sources}) d where brand is not null group by category, brand having sum(n) <> 0
  on conflict (category, brand) do update set product_count = b.product_count + excluded.product_count;
  insert into price_bucket_stats as p (bucket, category, product_count, ${ratedColumns})
    select price_bucket, category, sum(n), ${ratedSums} from (${sources}) d group by price_bucket, category
    having sum(n) <> 0 or ${anyRated}
  on conflict (bucket, category) do update set product_count = p.product_count + excluded.product_count, ${ratedAdd('p')};
  return null;
end $$;`;

/** A price's bucket: 2% steps of the price a shopper pays, on a log scale (SQL, the same in the column and in queries). */
export const priceBucketOf = (price: string) => `floor(ln(${price} + 1.0) * 50)::integer`;

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'products, their search index and the category counters',
    sql: `
create extension if not exists pg_trgm;

create table products (
  id text primary key,
  source text not null check (source in ('catalog', 'listing')),
  slug text not null unique,
  name text not null,
  category text not null,
  brand text,
  image text not null default '',
  -- Money in kobo; unit_price is the whole naira a shopper pays (SPEC §9), which filters and sorts use.
  price_kobo bigint not null check (price_kobo > 0),
  discount_price_kobo bigint check (discount_price_kobo > 0),
  unit_price bigint not null check (unit_price >= 0),
  discount_percentage double precision not null default 0,
  -- The catalog's own rating and review count; the shop's reviews are added by review_count and review_sum.
  base_rating double precision not null default 0 check (base_rating between 0 and 5),
  base_review_count integer not null default 0 check (base_review_count >= 0),
  review_count integer not null default 0 check (review_count >= 0),
  review_sum integer not null default 0 check (review_sum >= 0),
  rating double precision generated always as (
    case when base_review_count + review_count = 0 then base_rating
    else (base_rating * base_review_count + review_sum) / (base_review_count + review_count) end
  ) stored,
  stock integer not null check (stock >= 0),
  is_featured boolean not null default false,
  is_active boolean not null default true,
  seller_id text not null,
  created_at timestamptz not null,
  -- Where the product stands in the catalog: the catalog's own order, then listings newest first.
  catalog_order bigint not null,
  -- SPEC §5's search: name, category, price text and discount price text, lower case.
  search_text text not null,
  -- What only the product's page shows: description, images, the catalog's reviews, a listing's tags…
  detail jsonb not null default '{}'::jsonb
);

create index products_search on products using gin (search_text gin_trgm_ops) where is_active;
create index products_featured on products (is_featured desc, catalog_order) where is_active;
create index products_price on products (unit_price, catalog_order) where is_active;
create index products_rating on products (rating desc, catalog_order) where is_active;
create index products_newest on products (created_at desc, catalog_order desc) where is_active;
create index products_category on products (category, is_featured desc, catalog_order) where is_active;
create index products_category_price on products (category, unit_price) where is_active;
create index products_category_image on products (category, catalog_order) where is_active and image <> '';
create index products_seller on products (seller_id, created_at desc);

create table category_stats (
  category text primary key,
  product_count bigint not null default 0,
  price_sum bigint not null default 0
);

create table category_brands (
  category text not null,
  brand text not null,
  product_count bigint not null default 0,
  primary key (category, brand)
);

${statsFunction('products_stats_insert', STATS_FROM('new_rows', 1))}
${statsFunction('products_stats_update', `${STATS_FROM('new_rows', 1)} union all ${STATS_FROM('old_rows', -1)}`)}
${statsFunction('products_stats_delete', STATS_FROM('old_rows', -1))}

create trigger products_stats_insert after insert on products
  referencing new table as new_rows for each statement execute function products_stats_insert();
create trigger products_stats_update after update on products
  referencing old table as old_rows new table as new_rows for each statement execute function products_stats_update();
create trigger products_stats_delete after delete on products
  referencing old table as old_rows for each statement execute function products_stats_delete();

-- One import runs at a time: a lease, not a session lock (PGlite serves every client on one session).
create table catalog_import (
  id integer primary key default 1 check (id = 1),
  lease_until timestamptz not null default 'epoch',
  finished_at timestamptz,
  products integer not null default 0
);
insert into catalog_import default values;

-- Each shop review counted into its product's totals once: the id is the review's (orderId-line).
create table product_reviews (
  id text primary key,
  product_id text not null,
  rating integer not null check (rating between 1 and 5),
  counted_at timestamptz not null default now()
);

-- One-off jobs a database has run (moving older data in), by name.
create table catalog_jobs (name text primary key, done_at timestamptz not null default now());
`,
  },
  {
    version: 2,
    name: 'each category’s first product by index; imports that resume',
    sql: `
-- Where a category stands in the facets (its first product) is one index lookup, not a scan of the category.
create index products_category_order on products (category, catalog_order) where is_active;

-- An import goes a page at a time under a short lease renewed per page, and the next holder goes on
-- from the page after the last one written: no import needs a request or process long enough for all.
alter table catalog_import add column next_skip integer not null default 0;
-- The catalog products the import in progress has met; at its end, the rest go off sale.
create table catalog_import_seen (id text primary key);
`,
  },
  {
    version: 3,
    name: 'stock held for unpaid orders, and units sold',
    sql: `
-- What a product can still sell is stock - sold - its live holds. stock is what came in (the catalog's
-- figure, re-imported hourly, or what the seller says), sold only ever grows: an import never undoes a sale.
alter table products add column sold integer not null default 0 check (sold >= 0);

-- Units an order holds from Place Order until paid (sold), let go (released) or past expires_at.
create table reservations (
  order_id text not null,
  product_id text not null references products (id),
  buyer_uid text not null,
  quantity integer not null check (quantity > 0),
  state text not null default 'held' check (state in ('held', 'sold', 'released')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (order_id, product_id)
);
create index reservations_held on reservations (product_id, expires_at) where state = 'held';
create index reservations_buyer on reservations (buyer_uid, expires_at) where state = 'held';
`,
  },
  {
    version: 4,
    name: 'rate limits shared by every server instance',
    sql: `
-- One row per limited key (a kind of call and a shopper or an address): the minute it counts and its hits.
-- Rows are overwritten as windows pass; the hourly refresh deletes the ones no longer calling.
create table rate_limits (
  key text primary key,
  window_start bigint not null,
  -- Calls, or bytes for the picture budgets.
  hits bigint not null
);
`,
  },
  {
    version: 5,
    name: 'counters by price bucket and minimum rating',
    sql: `
-- A price band's count per category is its whole buckets' counters plus the products of its two edge
-- buckets counted one by one: a 2% bucket holds at most a few hundred of 100,000 products, so the band
-- costs the same whatever it spans and however many products the shop holds.
alter table products add column price_bucket integer generated always as (${priceBucketOf('unit_price')}) stored;
create index products_price_bucket on products (price_bucket, unit_price) where is_active;

create table price_bucket_stats (
  bucket integer not null,
  category text not null,
  product_count bigint not null default 0,
  ${RATED.map((r) => `rated_${r} bigint not null default 0`).join(',\n  ')},
  primary key (bucket, category)
);
alter table category_stats ${RATED.map((r) => `add column rated_${r} bigint not null default 0`).join(', ')};

${countsFunction('products_stats_insert', COUNTS_FROM('new_rows', 1))}
${countsFunction('products_stats_update', `${COUNTS_FROM('new_rows', 1)} union all ${COUNTS_FROM('old_rows', -1)}`)}
${countsFunction('products_stats_delete', COUNTS_FROM('old_rows', -1))}

insert into price_bucket_stats (bucket, category, product_count, ${ratedColumns})
  select price_bucket, category, count(*), ${RATED.map((r) => `count(*) filter (where rating >= ${r})`).join(', ')}
  from products where is_active group by price_bucket, category;
update category_stats s set ${RATED.map((r) => `rated_${r} = d.r${r}`).join(', ')}
  from (select category, ${RATED.map((r) => `count(*) filter (where rating >= ${r}) as r${r}`).join(', ')}
    from products where is_active group by category) d
  where d.category = s.category;
`,
  },
  {
    version: 6,
    name: 'search by words: stems, weights, a vocabulary for typos, synonyms',
    sql: SEARCH_MIGRATION,
  },
  {
    version: 7,
    name: "Best match's popularity and a name's count of words indexed",
    sql: BEST_MATCH_MIGRATION,
  },
  {
    version: 8,
    name: "a search's facets read a narrow copy of their values and words",
    sql: SEARCH_FACETS_MIGRATION,
  },
];
