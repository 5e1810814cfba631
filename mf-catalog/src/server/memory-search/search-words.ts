import { STOP_WORDS } from './stop-words';

/** A word of a text as the search compares it, and where it stands in the text (UTF-16 offsets, as the browser counts). */
export interface TextWord {
  word: string;
  start: number;
  end: number;
}

/** One word a query searches for; `prefix`: it may also be the start of a longer word (the query's last word). */
export interface QueryWord {
  word: string;
  prefix: boolean;
}

/** Lower case without accents, as the server's index spells its words ('Café' → 'cafe'). */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

/** A text's words: runs of letters and digits, split at anything else ('T-Shirt' → 't', 'shirt'); an accent stays with its letter. */
export function wordsOf(text: string): TextWord[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu)].map((m) => ({ word: fold(m[0]), start: m.index, end: m.index + m[0].length }));
}

/** The words a query searches for, as the server plans them: its stop words left out, its last word also a word's start. */
export function queryWords(q: string): QueryWord[] {
  const words = wordsOf(q).map((w) => w.word);
  return words.flatMap((word, i) => (STOP_WORDS.has(word) ? [] : [{ word, prefix: i === words.length - 1 }]));
}
