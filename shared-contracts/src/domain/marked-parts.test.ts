import { markedParts } from './marked-parts';

const marked = (text: string, ranges: [number, number][]) =>
  markedParts(text, ranges).map((part) => (part.marked ? `[${part.text}]` : part.text)).join('');

it('cuts a name at the ranges to mark', () => {
  expect(markedParts('Aurora Steel Watch', [[0, 6], [13, 18]])).toEqual([
    { text: 'Aurora', marked: true },
    { text: ' Steel ', marked: false },
    { text: 'Watch', marked: true },
  ]);
  expect(markedParts('Plain Mug', [])).toEqual([{ text: 'Plain Mug', marked: false }]);
});

it('takes ranges out of order, overlapping, touching, empty or past the end, and never loses a character', () => {
  expect(marked('Walnut Desk Lamp', [[12, 16], [0, 6]])).toBe('[Walnut] Desk [Lamp]');
  expect(marked('Walnut Desk Lamp', [[0, 4], [2, 6], [6, 7]])).toBe('[Walnut ]Desk Lamp');
  expect(marked('Desk', [[2, 2], [-3, 1], [3, 99]])).toBe('[D]es[k]');
});

it('counts in UTF-16 offsets, as the catalog does', () => {
  expect(marked('🎁 Gift <b>&amp;</b>', [[3, 7], [8, 11]])).toBe('🎁 [Gift] [<b>]&amp;</b>');
});
