/** A piece of a text, and whether a search found it. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * A text cut at the [start, end) ranges to mark (UTF-16 offsets, as the catalog gives them): ranges
 * out of order, overlapping or beyond the text are put in order, joined and cut to it, and empty ones
 * dropped, so a page's marks can never lose or repeat a character of the name.
 */
export function markedParts(text: string, ranges: readonly (readonly [number, number])[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const sorted = ranges.map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const).sort((a, b) => a[0] - b[0]);
  for (const [start, end] of sorted) {
    const from = Math.max(start, at);
    if (end <= from) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    const last = parts.at(-1);
    // Touching or overlapping ranges make one mark.
    if (last?.marked && from === at) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
