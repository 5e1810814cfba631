// The rules of a page's stylesheets that its HTML uses: inlined in the page, so its first paint waits for no
// stylesheet but the shell's own. A rule is kept when every class its selector needs is in the HTML (a class
// inside :not() is not needed); rules without a class (`:root`, `body`), @font-face and @keyframes are kept,
// and an at-rule that groups rules (@media, @supports, @layer) keeps what its rules keep.

const classesOf = (html: string): Set<string> => {
  const used = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) used.add(name);
  return used;
};

/** The classes a selector needs: those outside :not(…). */
const neededClasses = (selector: string) => [...selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);

/** Splits a list at top-level commas (not inside parentheses or brackets). */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The index just past the block that opens at `open` (a `{`), minding strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close === -1 ? css.length : close;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

const GROUPING = /^@(media|supports|layer|container)\b/;

function keep(css: string, used: Set<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (@import, @charset, @layer a, b;) before any block: dropped but for @layer order.
    if (semicolon !== -1 && (open === -1 || semicolon < open)) {
      const statement = css.slice(i, semicolon + 1).trim();
      if (statement.startsWith('@layer')) out += statement;
      i = semicolon + 1;
      continue;
    }
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    const body = css.slice(open + 1, end - 1);
    if (GROUPING.test(prelude)) {
      const inner = keep(body, used);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body.trim()}}`;
    } else {
      const selectors = splitList(prelude).filter((selector) => neededClasses(selector).every((name) => used.has(name)));
      if (selectors.length) out += `${selectors.join(',')}{${body.trim()}}`;
    }
    i = end;
  }
  return out;
}

/** The rules of `css` that the markup `html` uses, comments and spacing between rules left out. */
export function criticalCss(css: string, html: string): string {
  return keep(css.replace(/\/\*[\s\S]*?\*\//g, ''), classesOf(html));
}
