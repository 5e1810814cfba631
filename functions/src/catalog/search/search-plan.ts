import type { Pool } from 'pg';
import { queryWords, typosAllowed } from './query-words';
import { SEARCH_CONFIG } from './search-migration';
import { prefixTypoDistance, typoDistance } from './typo-distance';

/** One word of a query and what may stand for it in a product's document, as tsquery operands. */
export interface WordPlan {
  word: string;
  /** The word and its synonyms: no typo. */
  exact: string[];
  /** The word joined with a neighbour ('air pods' → airpods) or split in two (sunglasses → 'sun glasses'): no typo, and the words together. */
  joined: string[];
  /** The last word as the start of a longer one ('mac' → MacBook), or null. */
  prefix: string | null;
  /** Words of the index one typo away, then two (only for a word the index does not know). */
  typos: [string[], string[]];
  /** The closest word the index knows for a word nothing matches, for 'Did you mean …?'; null when none is close. */
  closest: string | null;
}

/** What a query searches for: its words in order (stop words such as 'the' or 'for' left out). */
export interface SearchPlan {
  words: WordPlan[];
}

/** A tsquery operand for one word or phrase (to_tsquery reads a quoted phrase as words in order). */
export const operand = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** Typo variants kept per word, nearest first: enough for any real typo, few enough for a short query. */
const TYPO_VARIANTS_MAX = 8;
/** Words of the vocabulary read per query word: the trigram neighbours, and those with its first two letters. */
const NEIGHBOURS = 24;
const SAME_START = 300;

interface WordFacts {
  known: boolean;
  /** Its stem ('' for a stop word). */
  stem: string;
  stop: boolean;
  started: boolean;
  near: string[] | null;
}

/**
 * One statement reads, for every word of the query: whether the index knows it (as written, or a word
 * of the same stem), whether it is a stop word, whether a word starts with it, and, only for a word the
 * index does not know (nor, the last, as a start), the index's words near it in spelling; which joined
 * and split pieces are words of the index; and the synonym groups of each word and each pair of
 * neighbours. The vocabulary's byte-order range `~>=~ … ~<~` is a prefix scan on its pattern index,
 * however the database collates.
 */
const FACTS_SQL = `
  with w as (
    select word, i, coalesce((ts_lexize('english_stem', word))[1], '') as stem, ts_lexize('english_stem', word) = '{}' as stop
    from unnest($1::text[]) with ordinality as t(word, i)
  ),
  f as (
    select w.*,
      -- Known as written, or as another form of a word (earring, earrings); 'earings' is not 'ear'.
      exists(select 1 from search_words s where s.word = w.word)
        or exists(select 1 from search_words s where s.stem = w.stem and abs(length(s.word) - length(w.word)) <= 2) as known,
      exists(select 1 from search_words s where s.word ~>=~ w.word and s.word ~<~ (w.word || chr(1114111))) as started
    from w
  )
  select
    (select json_agg(json_build_object('known', known, 'stem', stem, 'stop', stop, 'started', started,
        'near', case when length(word) >= 3 and not known
            and not (i = cardinality($1::text[]) and started and length(stem) >= length(word) - 1) then array(
          select word from (select s.word from search_words s order by s.word <-> f.word limit ${NEIGHBOURS}) n
          union
          select word from (select s.word from search_words s
            where s.word ~>=~ left(f.word, 2) and s.word ~<~ (left(f.word, 2) || chr(1114111))
              and length(s.word) between length(f.word) - 2 and length(f.word) + 12
            limit ${SAME_START}) p) end
      ) order by i) from f) as words,
    array(select word from search_words where word = any($2::text[])) as pieces,
    (select coalesce(json_agg(json_build_object('phrase', p.phrase, 'terms', s.terms)), '[]'::json)
      from unnest($3::text[]) as p(phrase)
      join search_synonyms s on s.keys @> array[plainto_tsquery('${SEARCH_CONFIG}', p.phrase)::text]) as synonyms`;

/** Every way to cut a word in two pieces a shopper might have joined ('sunglasses' → sun + glasses). */
const splits = (word: string) =>
  word.length < 5 || isNumber(word) ? [] : Array.from({ length: word.length - 3 }, (_, k) => [word.slice(0, k + 2), word.slice(k + 2)] as const);

/**
 * Reads what the index knows of a query's words, in one statement, and plans its search: for each
 * word, what matches it exactly, as a prefix (the last word) and with typos. A query of no word
 * (punctuation, stop words) plans none: only SPEC §5's text can match it.
 */
export async function planSearch(pool: Pool, q: string): Promise<SearchPlan> {
  const words = queryWords(q);
  if (words.length === 0) return { words: [] };
  const pairs = words.slice(1).map((word, i) => [words[i]!, word] as const);
  const pieces = [...pairs.map(([a, b]) => a + b), ...words.flatMap((word) => splits(word).flat())];
  const phrases = [...words, ...pairs.map(([a, b]) => `${a} ${b}`)];
  const { rows } = await pool.query<{ words: WordFacts[]; pieces: string[]; synonyms: { phrase: string; terms: string[] }[] }>(
    FACTS_SQL,
    [words, pieces, phrases],
  );
  const facts = rows[0]!;
  const known = new Set(facts.pieces);
  const plans = words.map((word, i) => planWord(word, facts.words[i]!, i === words.length - 1));

  const add = (i: number, list: 'exact' | 'joined', text: string) => {
    const plan = plans[i]!;
    const op = operand(text);
    if (!plan.exact.includes(op) && !plan.joined.includes(op)) plan[list].push(op);
  };
  pairs.forEach(([a, b], i) => {
    if (!known.has(a + b)) return;
    add(i, 'joined', a + b);
    add(i + 1, 'joined', a + b);
  });
  words.forEach((word, i) => {
    for (const [left, right] of splits(word)) if (known.has(left) && known.has(right)) add(i, 'joined', `${left} ${right}`);
  });
  for (const { phrase, terms } of facts.synonyms) {
    const at = phrases.indexOf(phrase);
    const covered = at < words.length ? [at] : [at - words.length, at - words.length + 1];
    for (const i of covered) for (const term of terms) add(i, 'exact', term);
  }
  const searched = plans.filter((plan, i) => !facts.words[i]!.stop);
  return { words: searched };
}

/** One word's plan from what the index knows of it. */
function planWord(word: string, facts: WordFacts, last: boolean): WordPlan {
  const allowed = typosAllowed(word);
  // The last word is also the start of a longer one, unless it reads as a whole word: its stem, which a
  // prefix is matched by, is more than a letter shorter ('earings' would be every word starting 'ear').
  const prefix = last && !facts.stop && facts.stem.length >= word.length - 1 ? `${operand(word)}:*` : null;
  const plan: WordPlan = { word, exact: [operand(word)], joined: [], prefix, typos: [[], []], closest: null };
  const matches = facts.known || (prefix !== null && facts.started);
  const near = facts.near ?? [];
  if (!matches && allowed > 0) {
    const scored = near
      .map((candidate) => ({ candidate, typos: Math.min(typoDistance(word, candidate, allowed), last ? prefixTypoDistance(word, candidate, allowed) : allowed + 1) }))
      .filter((c) => c.typos >= 1 && c.typos <= allowed)
      .sort((a, b) => a.typos - b.typos)
      .slice(0, TYPO_VARIANTS_MAX);
    for (const { candidate, typos } of scored) plan.typos[typos - 1]!.push(operand(candidate));
  }
  const corrected = plan.typos[0].length + plan.typos[1].length > 0;
  if (!matches) {
    // A word no product holds matches another only through its stem ('earings' → 'ear'): a guess, ranked with two typos.
    plan.exact = [];
    plan.typos[1].push(operand(word));
  }
  if (!matches && !corrected && !isNumber(word)) {
    // Beyond the typos a match allows, for 'Did you mean …?': the nearest word within two typos (three from 9 letters).
    const reach = word.length >= 9 ? 3 : 2;
    const best = near
      .map((candidate) => ({ candidate, typos: typoDistance(word, candidate, reach) }))
      .filter((c) => c.typos <= reach)
      .sort((a, b) => a.typos - b.typos)[0];
    plan.closest = best?.candidate ?? null;
  }
  return plan;
}
