// The request waterfall of one page load: how many requests stand in sequence before each one.
//
// Initiators do not tell: the federation runtime lives in the shell's main chunk, so every remote file
// names that chunk as its initiator whatever it waited for. Timing does: code can only ask for a file
// after the script, fetch or document that brought it had finished. A request is one level below every
// such request that finished before the main-thread task that sent it began; requests sent in one task
// share a level, so the files the runtime asks for at once (entry, chunks, CSS) count as parallel.

export interface Request {
  id: string;
  url: string;
  /** Chromium's resource type: Document, Script, Fetch, XHR, Stylesheet, Image, Preflight, Other. */
  type: string;
  /** When the main-thread task that sent it began (ms). */
  sentAt: number;
  /** When its response had fully arrived (ms). */
  endAt: number;
  /** Who serves it: an app's folder, 'catalog', 'auth' or the host. */
  app: string;
}

export interface Waterfall {
  remote: string | null;
  depth: number;
  fromManifest: number | null;
  dataRequests: number;
  steps: string[];
  requests: { level: number; kind: string; url: string; sentMs: number; doneMs: number }[];
}

/** Responses that can run code (and so ask for more); a style sheet or an image cannot start a fetch. */
const TRIGGERS = new Set(['Document', 'Script', 'Fetch', 'XHR']);

/** Each request's level: 1 for the document, then 1 + the deepest finished trigger before it was sent. */
export function waterfallLevels(requests: Request[]): Map<string, number> {
  const sorted = [...requests].sort((a, b) => a.sentAt - b.sentAt);
  const levels = new Map<string, number>();
  for (const request of sorted) {
    let level = 1;
    for (const before of sorted) {
      if (before.sentAt > request.sentAt) break;
      if (before === request || !TRIGGERS.has(before.type) || before.endAt > request.sentAt) continue;
      level = Math.max(level, (levels.get(before.id) ?? 1) + 1);
    }
    levels.set(request.id, level);
  }
  return levels;
}

const pathOf = (r: Request) => new URL(r.url).pathname;
const isManifest = (r: Request) => pathOf(r).endsWith('/mf-manifest.json');
const isConfig = (r: Request) => r.app === 'shell' && pathOf(r) === '/config.json';
/** Data: what a screen fetches (the catalog, the Auth emulator), not the config or a manifest. */
const isData = (r: Request) => (r.type === 'Fetch' || r.type === 'XHR') && !isManifest(r) && !isConfig(r);

/** A short name for what a request is, as the waterfall prints it. */
function kindOf(r: Request): string {
  if (r.type === 'Document') return 'document';
  if (isConfig(r)) return 'config.json';
  if (isManifest(r)) return `${r.app} manifest`;
  if (pathOf(r).endsWith('/remoteEntry.js')) return `${r.app} entry`;
  if (r.type === 'Script') return `${r.app} JS`;
  if (isData(r)) return `${r.app} data`;
  if (r.type === 'Stylesheet') return `${r.app} CSS`;
  if (r.type === 'Image' || /\.(svg|png|ico|jpe?g|webp)$/.test(pathOf(r))) return `${r.app} images`;
  return `${r.app} ${r.type.toLowerCase()}`;
}

/**
 * The chain a remote route waits for: the first remote manifest, that remote's JS and the data the
 * page fetched after it. `depth`: levels from the document to the chain's end; `fromManifest`: levels
 * from the manifest to the chain's end (the target is 3: manifest, entry + chunks, data); `steps`:
 * one label per level, e.g. 'mf-catalog entry + mf-catalog JS ×2'; `requests`: each with its level.
 * No manifest: the chain is the whole page.
 */
export function describeWaterfall(requests: Request[]): Waterfall {
  const levels = waterfallLevels(requests);
  const levelOf = (r: Request) => levels.get(r.id) ?? 1;
  const manifest = requests.filter(isManifest).sort((a, b) => a.sentAt - b.sentAt)[0];
  const chain = manifest
    ? [manifest, ...requests.filter((r) => r.sentAt >= manifest.sentAt && ((r.app === manifest.app && r.type === 'Script') || isData(r)))]
    : requests;
  const depth = Math.max(0, ...chain.map(levelOf));
  const steps: string[] = [];
  for (let level = 1; level <= depth; level++) {
    // Style sheets, images and preflights ride along with the level that asked for them; the chain is the rest.
    const counts = new Map<string, number>();
    for (const r of requests) if (levelOf(r) === level && (TRIGGERS.has(r.type) || isData(r))) counts.set(kindOf(r), (counts.get(kindOf(r)) ?? 0) + 1);
    steps.push([...counts].map(([kind, n]) => (n > 1 ? `${kind} ×${n}` : kind)).join(' + '));
  }
  const start = Math.min(...requests.map((r) => r.sentAt));
  return {
    remote: manifest?.app ?? null,
    depth,
    fromManifest: manifest ? depth - levelOf(manifest) + 1 : null,
    dataRequests: chain.filter(isData).length,
    steps,
    // Each request in order, for a reader who wants to see why (times from the first request, in ms).
    requests: [...requests]
      .sort((a, b) => a.sentAt - b.sentAt)
      .map((r) => ({ level: levelOf(r), kind: kindOf(r), url: r.url, sentMs: Math.round(r.sentAt - start), doneMs: Math.round(r.endAt - start) })),
  };
}
