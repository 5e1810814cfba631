import {
  productSlug,
  SUGGEST,
  type CatalogSuggestions,
  type CategorySuggestion,
  type ProductSuggestion,
} from 'shared-contracts';
import { BEST_MATCH_SORT } from 'shared-contracts/core';
import { sortProducts } from '../../shared/listing-rules';
import { findsWord } from './finds-word';
import { searchProducts, type SearchableProduct } from './memory-search';
import { queryWords, wordsOf } from './search-words';

const NONE: CatalogSuggestions = { products: [], categories: [] };

/**
 * What the in-memory catalog's search box offers, as the server's suggest.ts does in spirit: the first
 * SUGGEST.products of the search's products that hold every word, in Best match's order, and the
 * SUGGEST.categories largest categories with a word (hyphens as spaces) that starts with one of the
 * query's words, or is its plural or singular; each with the words it matched. Nothing under
 * SUGGEST.minChars characters, nor for a query of stop words alone.
 */
export function suggestionsFor(products: readonly SearchableProduct[], q: string): CatalogSuggestions {
  const query = queryWords(q);
  if (q.trim().length < SUGGEST.minChars || query.length === 0) return NONE;
  const search = searchProducts(products, q, () => true);
  // As the server: suggestions hold every word, never the closest matches a listing falls back to.
  const found = search.matched === 'all' ? sortProducts(search.found, BEST_MATCH_SORT.value, search.bestMatch) : [];
  const suggested: ProductSuggestion[] = found.slice(0, SUGGEST.products).map((p) => ({
    slug: p.slug || productSlug(p.name),
    name: p.name,
    image: p.image,
    price: p.price,
    ...(p.discountPrice != null ? { discountPrice: p.discountPrice } : {}),
    marks: search.marks(p),
  }));

  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const categories: CategorySuggestion[] = [...counts]
    .map(([name, count]) => ({
      name,
      count,
      // wordsOf splits at a hyphen as at a space, and the offsets are the name's own.
      marks: wordsOf(name)
        .filter((w) => query.some((qw) => findsWord({ ...qw, prefix: true }, w.word)))
        .map((w): [number, number] => [w.start, w.end]),
    }))
    .filter((c) => c.marks.length > 0)
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, SUGGEST.categories);

  return { products: suggested, categories };
}
