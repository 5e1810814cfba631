import type { SearchPlan, WordPlan } from './search-plan';
import { POPULARITY } from './best-match-migration';
import { QueryText } from './search-statement';

/** A word's operands, every way it may match: exactly, as a prefix, with typos. */
const variants = (word: WordPlan) => [...whole(word), ...(word.prefix ? [word.prefix] : []), ...word.typos[0], ...word.typos[1]];
/** A word's operands with no typo and no prefix. */
const whole = (word: WordPlan) => [...word.exact, ...word.joined];

/** One of the operands ('' for none, which `has` reads as no match). */
const anyOf = (operands: readonly string[]) => (operands.length ? `(${operands.join(' | ')})` : '');

/** The operands restricted to the fields of these weights ('A': the name; 'AB': the name or the brand). */
const inFields = (operands: readonly string[], weights: string) =>
  operands.map((op) => (op.endsWith(':*') ? `${op}${weights}` : `${op}:${weights}`));

/** How the matches of a search are found, and how Best match orders them: SQL over `products`, its values in `params`. */
export interface SearchSql {
  /** The condition a product meets to match. */
  match: string;
  /** The rank columns a match carries (`expression as r_name`), for `order`: only Best match needs them, so they are made (their parameters added) when called. */
  ranks(): string[];
  /** The one rank column 'some' mode keeps the most words by (`… as r_words`). */
  words(): string;
  /** Best match's order over the rank columns. */
  order: string;
  /** The query whose words a name's marks show (ts_headline). */
  marked: string;
  /** A query matching any word as typed (no typo), for what a word alone may find (categories' names); its parameter is added when called. */
  anyWord(): string;
  /** The condition of every word matching in the name; its parameter is added when called. */
  inName(): string;
  /**
   * For a search of one word (null otherwise): the condition of a product ranking above the ranked row
   * of `row` (a relation of at most one row with the rank columns) by its words, or by more than that: a
   * better typo, field, together or exactness rank. Each part asks an index for what only a better rank
   * holds, and asks nothing (a null query) where the row's rank is the best, so few products are read.
   */
  outranks: ((row: string) => string) | null;
}

/**
 * How a search matches: 'all', every word (each exactly, as a prefix, or with typos); 'text', SPEC §5's
 * rule, the whole query as a part of the name, the category or a price text (what words cannot find:
 * '1299.99', 'n_te'); 'some', any word as typed (the caller keeps the products with the most, `r_words`).
 */
export type SearchMode = 'all' | 'text' | 'some';

/**
 * The search's SQL in a mode, and Best match's order, in the issue's order of rules:
 * 1. more words matched ('some' mode);
 * 2. fewer typos;
 * 3. where the words matched: the name (name_doc), then the brand, then the category or tags, then the description;
 * 4. the words together and in order, in the name first;
 * 5. exactness: a name of the query's words and no more, then the last word whole before the start of a longer one;
 * 6. popularity: the rating weighed by how many reviewed (a Bayesian mean towards 3.5 over 20 reviews),
 *    then units sold as of the last import (refresh-derived.ts); then the catalog's order.
 * SPEC §5's text has no words to rank by: its matches come in the catalog's order.
 */
export function searchSql(plan: SearchPlan, mode: SearchMode, substring: string, params: unknown[]): SearchSql {
  const cache = new Map<string, string>();
  // Each query a parameter, parsed before the statement runs (querySearch), so the planner reads it.
  const tsquery = (text: string) => {
    let ref = cache.get(text);
    if (!ref) cache.set(text, (ref = `$${params.push(new QueryText(text))}::tsquery`));
    return ref;
  };
  const has = (text: string) => (text ? `search_doc @@ ${tsquery(text)}` : 'false');
  const named = (text: string) => (text ? `name_doc @@ ${tsquery(text)}` : 'false');
  const words = plan.words;
  // A parameter is pushed only where the statement reads it (PostgreSQL cannot type one it never reads).
  const substringMatch = () => `search_text like $${params.push(substring)}`;
  if (mode === 'text' || words.length === 0) {
    const none = ['0 as r_words', '0 as r_typos', '0 as r_fields', '0 as r_together', '1 as r_whole', '0 as r_popular', 'ranked_sold as r_sold'];
    return { match: substringMatch(), ranks: () => none, words: () => none[0]!, order: 'catalog_order', marked: `''::tsquery`, anyWord: () => `''::tsquery`, inName: () => 'false', outranks: null };
  }
  const all = words.map((w) => anyOf(variants(w))).join(' & ');
  // Some words: a product must hold one of them as typed (a typo alone, 'mower' as 'power', is not a match).
  const some = words.map((w) => anyOf([...whole(w), ...(w.prefix ? [w.prefix] : [])])).filter(Boolean).join(' | ');

  const matched = () =>
    mode === 'all' ? `${words.length} as r_words` : `${words.map((w) => `(${has(anyOf(variants(w)))})::int`).join(' + ')} as r_words`;
  const ranks = () => [
    matched(),
    `${typos().join(' + ') || '0'} as r_typos`,
    `${fields().join(' + ') || '0'} as r_fields`,
    together(),
    exactness(),
    `${POPULARITY} as r_popular`,
    'ranked_sold as r_sold',
  ];
  const typos = () => words
    .filter((w) => w.typos[0].length + w.typos[1].length > 0)
    .map((w) => `(case when ${has(anyOf([...whole(w), ...(w.prefix ? [w.prefix] : [])]))} then 0 when ${has(anyOf([...whole(w), ...w.typos[0]]))} then 1 else 2 end)`);
  const fields = () => words.map(
    (w) =>
      `(case when ${named(anyOf(variants(w)))} then 3 when ${has(anyOf(inFields(variants(w), 'B')))} then 2 ` +
      `when ${has(anyOf(inFields(variants(w), 'C')))} then 1 else 0 end)`,
  );
  // Together: the words in order side by side, or a word joined or split as the product spells it.
  const joined = words.flatMap((w) => w.joined);
  const side = [
    ...(words.length < 2 ? [] : [words.map((w) => anyOf(variants(w))).join(' <-> ')]),
    ...(joined.length ? [anyOf(joined)] : []),
  ].join(' | ');
  const together = () =>
    side ? `(case when ${named(side)} then 2 when ${has(side)} then 1 else 0 end) as r_together` : '0 as r_together';
  const last = words[words.length - 1]!;
  // The query's count of distinct stems, which a name of its words and no more has.
  const queryWords = () => `$${params.push(new QueryText(words.map((w) => w.word).join(' '), 'stems'))}::integer`;
  // 2: the name holds the query's words and no more ('apples' → Apple before Apple AirPods; the name's
  // distinct stems counted; two words joined are one, 'basket ball' → Basketball); 1: the last word
  // whole, not only a word's start.
  const exactness = () => {
    const count = queryWords();
    return `(case when length(name_doc) + ${joined.length ? 1 : 0} >= ${count} and length(name_doc) <= ${count} and ${named(all)} then 2
      when ${last.prefix ? has(anyOf(whole(last))) : 'true'} then 1 else 0 end) as r_whole`;
  };
  // One word: each rank's levels above the row's, as index conditions (a query chosen by the row's rank, null where none is above).
  const above = (row: string, column: string, doc: string, levels: [string, string][]) => {
    const cases = levels.filter(([, text]) => text).map(([when, text]) => `when r.${column} ${when} then ${tsquery(text)}`);
    return cases.length ? [`${doc} @@ (select case ${cases.join(' ')} end from ${row} r)`] : [];
  };
  const outranks = (row: string) => {
    const word = words[0]!;
    const v = variants(word);
    const untyped = [...whole(word), ...(word.prefix ? [word.prefix] : [])];
    return [
      ...(typos().length ? above(row, 'r_typos', 'search_doc', [['> 1', anyOf([...untyped, ...word.typos[0]])], ['> 0', anyOf(untyped)]]) : []),
      ...above(row, 'r_fields', 'name_doc', [['< 3', anyOf(v)]]),
      ...above(row, 'r_fields', 'search_doc', [['< 1', anyOf(inFields(v, 'BC'))], ['< 2', anyOf(inFields(v, 'B'))]]),
      ...above(row, 'r_together', 'name_doc', [['< 2', side]]),
      ...above(row, 'r_together', 'search_doc', [['< 1', side]]),
      // A name of the query's words and no more: whatever the row's rank, few products have one (the names' count of words is indexed).
      `(length(name_doc) <= ${queryWords()} and ${named(all)})`,
      ...(word.prefix ? above(row, 'r_whole', 'search_doc', [['< 1', anyOf(whole(word))]]) : []),
    ].join(' or ');
  };
  return {
    match: mode === 'all' ? has(all) : has(some),
    ranks,
    words: matched,
    order: 'r_words desc, r_typos, r_fields desc, r_together desc, r_whole desc, r_popular desc, r_sold desc, catalog_order',
    marked: tsquery(mode === 'all' ? all : some),
    anyWord: () => (some ? tsquery(some) : `''::tsquery`),
    inName: () => named(all),
    outranks: mode === 'all' && words.length === 1 ? outranks : null,
  };
}
