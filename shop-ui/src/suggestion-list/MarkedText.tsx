import styles from './marked-text.module.css';

/** A text cut into the pieces a search found (marked) and the rest, in order: the shop's own cut. */
export type MarkedParts = readonly { readonly text: string; readonly marked: boolean }[];

/** A text with the pieces a search found in <mark>s: React renders each piece as text, never as markup. */
export function MarkedText({ parts }: { parts: MarkedParts }) {
  return (
    <>
      {parts.map((part, i) =>
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
