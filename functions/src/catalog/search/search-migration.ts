import { SEED_SYNONYMS } from './seed-synonyms';

/** The text search configuration of the shop: English stems, accents dropped ('Café' finds 'cafe'). */
export const SEARCH_CONFIG = 'shop_search';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** What a product's words are read from, for its vocabulary (migration 6): every field its document weighs. */
const SOURCE = (row: string) =>
  `concat_ws(' ', ${row}.name, ${row}.brand, replace(${row}.category, '-', ' '), ${row}.detail->>'tags', ${row}.detail->>'description')`;

/**
 * The words of the products `from` reads as r (a transition table, or products itself) not yet in the
 * vocabulary, inserted in one order (so two writers never deadlock on them).
 */
const NEW_WORDS = (from: string, where = 'true') => `
  insert into search_words (word, stem)
    select word, stem from (
      select distinct word, coalesce((ts_lexize('english_stem', word))[1], '') as stem
      from ${from}, regexp_split_to_table(lower(unaccent(${SOURCE('r')})), '[^[:alnum:]]+') as word
      where (${where}) and word <> '' and length(word) <= 40
    ) w
    where stem <> '' order by word
  on conflict (word) do nothing`;

/**
 * Version 6: search that finds what a shopper means (issue 39). Each product gets a weighted document
 * (name A, brand B, category and tags C, description D) in English stems; the index keeps the
 * vocabulary of its words (for typos, split words and 'Did you mean'), and the shop's synonyms as data.
 */
export const SEARCH_MIGRATION = `
create extension if not exists unaccent;

create text search configuration ${SEARCH_CONFIG} (copy = english);
alter text search configuration ${SEARCH_CONFIG} alter mapping for word, hword, hword_part with unaccent, english_stem;

alter table products add column search_doc tsvector generated always as (
  setweight(to_tsvector('${SEARCH_CONFIG}', name), 'A') ||
  setweight(to_tsvector('${SEARCH_CONFIG}', coalesce(brand, '')), 'B') ||
  setweight(to_tsvector('${SEARCH_CONFIG}', replace(category, '-', ' ') || ' ' || coalesce(detail->>'tags', '')), 'C') ||
  setweight(to_tsvector('${SEARCH_CONFIG}', coalesce(detail->>'description', '')), 'D')
) stored;
create index products_search_doc on products using gin (search_doc) where is_active;
-- The name's words alone: a few stems, where the whole document has dozens. Best match asks it whether a
-- word is in the name and whether the name holds no more than the query; the search box's suggestions
-- are found on its index, whose postings a two-letter prefix reads far fewer of.
alter table products add column name_doc tsvector generated always as (to_tsvector('${SEARCH_CONFIG}', name)) stored;
create index products_name_doc on products using gin (name_doc) where is_active;

-- Every word the products have used (lower case, no accents) with its stem: a typo is corrected to
-- one of them. A word is never removed (one that no product uses any more corrects to nothing).
create table search_words (word text primary key, stem text not null);
create index search_words_trigram on search_words using gist (word gist_trgm_ops);
create index search_words_prefix on search_words (word text_pattern_ops);
create index search_words_stem on search_words (stem);

create function search_words_insert() returns trigger language plpgsql as $$
begin
  ${NEW_WORDS('new_rows r')};
  return null;
end $$;
create function search_words_update() returns trigger language plpgsql as $$
begin
  -- Only rows whose words changed (a sale changes none); a hash join, as an import updates thousands.
  ${NEW_WORDS('new_rows r left join old_rows o on o.id = r.id', `o.id is null or ${SOURCE('o')} is distinct from ${SOURCE('r')}`)};
  return null;
end $$;
create trigger search_words_insert after insert on products
  referencing new table as new_rows for each statement execute function search_words_insert();
create trigger search_words_update after update on products
  referencing old table as old_rows new table as new_rows for each statement execute function search_words_update();
${NEW_WORDS('products r')};

-- A group of words or phrases a shopper means alike; a query's word (or two) matching one of them, in
-- its stems, searches for the others too. keys: each one's stems, as the query's are compared.
create function search_synonym_keys(terms text[]) returns text[] language sql immutable as
  $$ select array(select plainto_tsquery('${SEARCH_CONFIG}', t)::text from unnest(terms) t) $$;
create table search_synonyms (
  id bigint generated always as identity primary key,
  terms text[] not null check (cardinality(terms) >= 2),
  keys text[] generated always as (search_synonym_keys(terms)) stored
);
create index search_synonyms_keys on search_synonyms using gin (keys);
insert into search_synonyms (terms) values
  ${SEED_SYNONYMS.map((group) => `(array[${group.map(literal).join(', ')}])`).join(',\n  ')};
`;
