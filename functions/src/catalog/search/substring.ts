/** SPEC §5's match: a LIKE pattern finding the text anywhere in the search text, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
