const START = '\u0001';
const STOP = '\u0002';

/**
 * ts_headline's options (an SQL literal) marking every matched word of a name between two control
 * characters, which no name can hold (the schemas refuse them), so the marks cannot be forged by a name.
 */
export const MARK_OPTIONS = `E'StartSel=\\001, StopSel=\\002, HighlightAll=true'`;

/** The [start, end) ranges of the name ts_headline marked, in the unmarked name's characters (UTF-16, as the browser counts). */
export function nameMarks(marked: string): [number, number][] {
  const ranges: [number, number][] = [];
  let at = 0;
  let open: number | null = null;
  for (const char of marked) {
    if (char === START) open = at;
    else if (char === STOP) {
      if (open !== null && at > open) ranges.push([open, at]);
      open = null;
    } else at += char.length;
  }
  return ranges;
}
