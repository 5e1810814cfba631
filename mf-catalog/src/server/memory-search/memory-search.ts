import type { Product, SearchOutcome } from 'shared-contracts';
import { matchesSearch } from '../../shared/listing-rules';
import { findsWord } from './finds-word';
import { queryWords, wordsOf, type QueryWord, type TextWord } from './search-words';

/** A product as the server's index may hold it: with a listing's tags, which the screens never see. */
export type SearchableProduct = Product & { readonly tags?: readonly string[] };

/** What a search found: its products, how they matched, Best match's order and the names' marks. */
export interface SearchFinding {
  /** The products found, in the catalog's order. */
  found: Product[];
  matched: SearchOutcome['matched'];
  /** Best match: how many of the query's words the product's name holds (more first). */
  bestMatch: (product: Product) => number;
  /** The [start, end) ranges of the product's name whose words the query found. */
  marks: (product: Product) => [number, number][];
}

interface ProductWords {
  name: TextWord[];
  /** Every searched field's words: name, brand, category, tags, description. */
  all: string[];
}

// Read once per product object: a search compares words, not whole texts.
const indexed = new WeakMap<Product, ProductWords>();
function wordsOfProduct(product: SearchableProduct): ProductWords {
  let words = indexed.get(product);
  if (!words) {
    const name = wordsOf(product.name);
    const fields = [product.brand ?? '', product.category, ...(product.tags ?? []), product.description];
    words = { name, all: [...new Set([...name, ...fields.flatMap(wordsOf)].map((w) => w.word))] };
    indexed.set(product, words);
  }
  return words;
}

const countFound = (query: readonly QueryWord[], words: readonly string[]) => query.filter((q) => words.some((w) => findsWord(q, w))).length;

/**
 * The in-memory catalog's search, the server's (functions/src/catalog/search) in spirit and small: a
 * product matches when every word of the query finds a word of its name, brand, category, tags or
 * description, or when SPEC §5's rule holds (the whole query is part of its name, category or a price
 * text). A query of 2 words or more that no product `kept` by the other filters matches in full finds
 * those holding the most of its words instead ('some'). `q` is not blank.
 */
export function searchProducts(products: readonly SearchableProduct[], q: string, kept: (product: Product) => boolean): SearchFinding {
  const query = queryWords(q);
  const counts = new Map(products.map((p) => [p, countFound(query, wordsOfProduct(p).all)]));
  const all = products.filter((p) => (query.length > 0 && counts.get(p) === query.length) || matchesSearch(p, q));
  const most = products.reduce((high, p) => Math.max(high, counts.get(p)!), 0);
  const some = query.length > 1 && most > 0 && !all.some(kept) ? products.filter((p) => counts.get(p) === most) : [];
  const partly = some.some(kept);
  return {
    found: partly ? some : all,
    matched: partly ? 'some' : 'all',
    bestMatch: (product) => countFound(query, wordsOfProduct(product).name.map((w) => w.word)),
    marks: (product) =>
      wordsOfProduct(product)
        .name.filter((w) => query.some((q) => findsWord(q, w.word)))
        .map((w) => [w.start, w.end]),
  };
}
