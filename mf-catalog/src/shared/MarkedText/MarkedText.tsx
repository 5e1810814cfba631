import { markedParts } from 'shared-contracts';
import styles from './MarkedText.module.css';

/** A text with the ranges a search found in <mark>s: React renders each piece as text, never as markup. */
export function MarkedText({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  return (
    <>
      {markedParts(text, ranges).map((part, i) =>
        part.marked ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
