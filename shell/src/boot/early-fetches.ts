/**
 * The boot script (./index.ts) asks for config.json and the route's manifest while the shell's larger
 * entry is still downloading; the shell then takes each response instead of asking again. A window
 * global is the handover, as the two are separate scripts.
 */
const KEY = '__shopEarlyFetches';

type Early = Map<string, Promise<Response>>;
type Scope = { [KEY]?: Early | 'closed' };

export interface EarlyFetcher {
  /** Fetches and keeps the response for the shell; the caller reads a clone of it. */
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/** For the boot script: null once the shell has started, which then fetches everything itself. */
export function openEarlyFetches(scope: object, fetchImpl: typeof fetch = fetch): EarlyFetcher | null {
  const holder = scope as Scope;
  if (holder[KEY] === 'closed') return null;
  const early: Early = holder[KEY] ?? new Map();
  holder[KEY] = early;
  return {
    fetch(url, init) {
      const response = fetchImpl(url, init);
      early.set(url, response);
      return response;
    },
  };
}

/**
 * For the shell: a fetch that hands over what the boot script already asked for, once per URL (a
 * second read, such as Retry, goes to the network), and asks for anything else itself.
 */
export function takeEarlyFetches(scope: object, fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  const holder = scope as Scope;
  const early = holder[KEY];
  if (early === undefined) holder[KEY] = 'closed';
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const kept = early instanceof Map ? early.get(url) : undefined;
    if (!kept) return fetchImpl(input, init);
    (early as Early).delete(url);
    return kept;
  };
}
