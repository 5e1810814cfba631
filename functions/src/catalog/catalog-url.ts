/** The path and query of a request's target, or null when it is no URL at all ('//[' throws: a 400, not a 503). */
export function readTarget(target: string): { path: string; search: string } | null {
  try {
    const url = new URL(target, 'http://local');
    return { path: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * The first parameter of a query whose percent-encoding is not UTF-8 ('%zz', a lone '%E2'): its name, or ''
 * when the name itself is the misencoded part; null when every one reads. URLSearchParams would take such a
 * value as written or as U+FFFD, a query the shopper never sent, so it is refused instead.
 */
export function misencodedParameter(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const name = decoded(at < 0 ? pair : pair.slice(0, at));
    if (name === null) return '';
    if (at >= 0 && decoded(pair.slice(at + 1)) === null) return name;
  }
  return null;
}
