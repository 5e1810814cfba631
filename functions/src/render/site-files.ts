import { createHash } from 'node:crypto';

export interface SiteFiles {
  /** The file's text, asked again once `refreshMs` has passed since it was last read (stale while it is asked). */
  text(url: string): Promise<string>;
  /**
   * What `make` builds from the file's text, built again only when the text changes (a new deploy) or for
   * another `scope` (a remote's entry is evaluated anew with a new shell's shared modules).
   */
  derived<T>(url: string, make: (text: string) => T, scope?: object): Promise<T>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The site's files the render function reads (config.json, index.html, the server entries, manifests),
 * each kept for `refreshMs`: a deploy of the shell or a remote is followed within that time, with no
 * deploy of the function. A failed read is not kept, so the next request asks again.
 */
export function siteFiles(options: { fetch?: typeof fetch; refreshMs: number; now?: () => number }): SiteFiles {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const texts = new Map<string, { at: number; text: Promise<string> }>();
  const unscoped = {};
  const built = new WeakMap<object, Map<string, { digest: string; value: unknown }>>();

  const fetchText = (url: string) =>
    fetchImpl(url, { headers: { 'Cache-Control': 'no-cache' } }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });

  // A file past its time is answered as kept while it is read again (a render never waits on a deploy's
  // check); the new text serves the requests after it has arrived whole.
  const text = (url: string) => {
    const kept = texts.get(url);
    if (kept && now() - kept.at < options.refreshMs) return kept.text;
    if (kept) {
      kept.at = now();
      fetchText(url).then((fresh) => texts.set(url, { at: now(), text: Promise.resolve(fresh) }), () => undefined);
      return kept.text;
    }
    const reading = fetchText(url);
    texts.set(url, { at: now(), text: reading });
    reading.catch(() => texts.get(url)?.text === reading && texts.delete(url));
    return reading;
  };

  return {
    text,
    async derived<T>(url: string, make: (text: string) => T, scope: object = unscoped) {
      const source = await text(url);
      const hash = digest(source);
      const values = built.get(scope) ?? new Map<string, { digest: string; value: unknown }>();
      built.set(scope, values);
      const kept = values.get(url);
      if (kept?.digest === hash) return kept.value as T;
      const value = make(source);
      values.set(url, { digest: hash, value });
      return value;
    },
  };
}
