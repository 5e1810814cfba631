import { markedParts } from 'shared-contracts';
import { MarkedText as KitMarkedText } from 'shop-ui/suggestion-list';

/** A text with the ranges a search found marked, cut as the shop cuts them and drawn by the kit. */
export function MarkedText({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  return <KitMarkedText parts={markedParts(text, ranges)} />;
}
