// The public pages as the render function answers them (issue 41): time to first byte of each route's HTML,
// the first request of each (a cold render: the function's files and the remote's entry not yet read), then
// fresh renders (what a CDN miss costs) and revalidations by ETag (a 304: what a CDN's revalidation costs),
// each p50 and p95; the page's size and the data it carries; and a load run of 50 visitors over the routes.
// Every request goes through the stack's shell server, as Hosting's rewrite sends it.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { loadRun, type LoadRun } from './load-run';
import { percentiles, type Percentiles } from './percentiles';

export interface RenderedRoute {
  route: string;
  status: number;
  /** The first request's time to first byte. */
  firstMs: number;
  rendered: Percentiles;
  revalidated: Percentiles;
  /** The page's HTML, raw and gzip, and the route data it carries (JSON). */
  htmlKb: number;
  gzipKb: number;
  dataKb: number;
  /** Whether the answer was the server's render (not the shell's page, which the browser renders). */
  serverRendered: boolean;
}

export interface RenderedPages {
  routes: RenderedRoute[];
  load: LoadRun & { unrendered: number };
}

const TIMEOUT_MS = 30_000;
/** The shell's own page, answered when the render could not be made: no-cache, where a render is s-maxage. */
const isRendered = (res: Response) => /s-maxage/.test(res.headers.get('cache-control') ?? '');

/** One page as a browser asks for it: time to its first byte (headers), its status, tag and whole body. */
async function timedPage(url: string, { signal = AbortSignal.timeout(TIMEOUT_MS), ifNoneMatch }: { signal?: AbortSignal; ifNoneMatch?: string } = {}) {
  const started = performance.now();
  const res = await fetch(url, { signal, headers: { Accept: 'text/html', ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) } });
  const ms = performance.now() - started;
  const body = await res.text();
  return { ms, status: res.status, etag: res.headers.get('etag') ?? undefined, rendered: isRendered(res), body };
}

const kb = (text: string | Buffer) => Buffer.byteLength(text) / 1024;
const carried = (html: string) => /<script type="application\/json" id="shop-route-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';

/** Each route: its first answer, then `requests` renders and `requests` revalidations, one at a time. */
export async function measureRenderedPages(shopUrl: string, routes: readonly string[], { requests = 30, visitors = 50, seconds = 20 } = {}): Promise<RenderedPages> {
  const measured: RenderedRoute[] = [];
  for (const route of routes) {
    const first = await timedPage(`${shopUrl}${route}`);
    const rendered: number[] = [];
    const revalidated: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const page = await timedPage(`${shopUrl}${route}`);
      rendered.push(page.ms);
      const again = await timedPage(`${shopUrl}${route}`, { ifNoneMatch: page.etag });
      if (again.status === 304) revalidated.push(again.ms);
    }
    measured.push({
      route,
      status: first.status,
      firstMs: first.ms,
      rendered: percentiles(rendered),
      revalidated: percentiles(revalidated),
      htmlKb: kb(first.body),
      gzipKb: kb(gzipSync(first.body)),
      dataKb: kb(carried(first.body)),
      serverRendered: first.rendered,
    });
  }
  // Errors are requests that failed or answered 5xx; a page answered unrendered (the browser renders it) is counted apart.
  let unrendered = 0;
  const get = async (url: string, signal: AbortSignal) => {
    const page = await timedPage(url, { signal });
    if (page.status >= 500) throw new Error(`HTTP ${page.status} for ${new URL(url).pathname}`);
    if (!page.rendered) unrendered += 1;
    return page.ms;
  };
  const load = await loadRun(shopUrl, routes.map((path) => ({ name: path, path })), { visitors, seconds, get });
  return { routes: measured, load: { ...load, unrendered } };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');

/** The report's lines. */
export function renderedPagesLines({ routes, load }: RenderedPages): string[] {
  const width = Math.max(24, ...routes.map((r) => r.route.length + 2));
  const cell = (text: string) => text.padStart(11);
  return [
    '\nRendered pages (issue 41): time to first byte of the server-rendered HTML, through the shell server and the render function',
    '(first = a cold render; rendered = each a fresh render, a CDN miss; 304 = revalidated by ETag, a CDN revalidation):\n',
    `${'route'.padEnd(width)}${['status', 'first', 'p50', 'p95', '304 p50', '304 p95', 'HTML', 'gzip', 'data'].map(cell).join('')}`,
    ...routes.map(
      (r) =>
        `${r.route.padEnd(width)}${[
          `${r.status}${r.serverRendered ? '' : ' (browser)'}`,
          ms(r.firstMs),
          ms(r.rendered.p50),
          ms(r.rendered.p95),
          ms(r.revalidated.p50),
          ms(r.revalidated.p95),
          `${r.htmlKb.toFixed(1)} KB`,
          `${r.gzipKb.toFixed(1)} KB`,
          `${r.dataKb.toFixed(1)} KB`,
        ]
          .map(cell)
          .join('')}`,
    ),
    `\nLoad run: ${load.visitors} visitors over these routes for ${load.seconds} s (target: 0 errors): ${load.count} pages, ${load.errors} errors` +
      `${load.messages.length ? ` (${load.messages.join(' | ')})` : ''}, ${load.unrendered} answered unrendered (the browser renders them); ` +
      `p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, ${load.perSecond.toFixed(1)} pages/s.`,
  ];
}
