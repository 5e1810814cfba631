import { markedParts } from 'shared-contracts';

/** A text with the ranges a search found in <mark>s: React renders each piece as text, never as markup. */
export function MarkedText({ text, ranges, className }: { text: string; ranges: readonly (readonly [number, number])[]; className?: string }) {
  return (
    <>
      {markedParts(text, ranges).map((part, i) =>
        part.marked ? (
          <mark key={i} className={className}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
