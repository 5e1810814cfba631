/** A category slug as a label: 'home-decoration' → 'Home Decoration'. */
export function categoryLabel(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A category's marks (ranges of its name, hyphens read as spaces) moved onto its label as categoryLabel
 * writes it: each word capitalised, the words joined by one space. 'home-decoration' marked [5, 15)
 * is 'Home Decoration' marked [5, 15); 'mens--shirts' marked [6, 12) is 'Mens Shirts' marked [5, 11).
 */
export function categoryLabelMarks(name: string, marks: readonly (readonly [number, number])[]): [number, number][] {
  const moved: [number, number][] = [];
  let at = 0;
  for (const match of name.matchAll(/[^-\s]+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    // Capitalising may lengthen the first letter ('ß' → 'SS'); the rest keep their offsets.
    const first = match[0][0]!.toUpperCase().length;
    const onLabel = (offset: number) => (offset <= start ? at : at + first + (offset - start - 1));
    for (const [from, to] of marks) {
      const markStart = Math.max(from, start);
      const markEnd = Math.min(to, end);
      if (markStart < markEnd) moved.push([onLabel(markStart), onLabel(markEnd)]);
    }
    at += first + match[0].length - 1 + 1;
  }
  return moved;
}
