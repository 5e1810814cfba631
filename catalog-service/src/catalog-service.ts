// The shop's local catalog service: DummyJSON's product endpoints, envelope, parameters, statuses and
// messages, over a catalog generated here, with product pictures drawn on request. Node standard
// library only: the stack scripts require it by path through their require hook (scripts/ts-require.cjs).
import http from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import { ApiError, checkSortBy, MESSAGES, pageOf, parseListOptions, pickFields, searchItems, sortableFields } from './catalog-query';
import { categoryName, categoryWords, generateCatalog, QR_CODE_PATH, type Product } from './generate-catalog';
import { productImageSvg, qrCodeSvg } from './product-image';

export { MESSAGES };

export interface CatalogServiceOptions {
  /** 0 picks a free port, kept across stop and start. */
  port: number;
  host?: string;
  /** Products to generate (200 by default). */
  count?: number;
  seed?: number;
  /** Added before every response (slow-service checks). */
  delayMs?: number;
  /** Serve these instead of a generated catalog (e.g. DummyJSON's own data); relative image paths get the origin. */
  products?: Product[];
}

export interface CatalogService {
  /** Base URL; with port 0, the real port once started. */
  readonly url: string;
  /** The generated catalog, image paths relative to the service. */
  readonly products: Product[];
  start(): Promise<void>;
  /** Stops at once, dropping open connections; start() works again afterwards. */
  stop(): Promise<void>;
}

interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
  cache: string;
  extra?: Record<string, string>;
}

/** A response kept ready: its body as sent, gzipped or not. */
interface CachedResponse {
  status: number;
  type: string;
  cache: string;
  body: Buffer;
  gzip: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const SVG_TYPE = 'image/svg+xml';
const JSON_CACHE = 'public, max-age=60';
const IMAGE_CACHE = 'public, max-age=86400';
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Length, Content-Encoding',
};
/** Responses kept ready (the catalog never changes while the service runs); bounded by total bytes. */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
const GZIP_MIN_BYTES = 1024;
const IMAGE_PATH = /^\/product-images\/([a-z0-9-]+)\/(\d+)\/(thumbnail|\d+)\.svg$/;

/** A path segment as the client meant it (a malformed escape stays as sent). */
function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const json = (body: unknown, status = 200): Reply => ({ status, type: JSON_TYPE, body: JSON.stringify(body), cache: status === 200 ? JSON_CACHE : 'no-store' });

const failure = (message: string, status: number) => json({ message }, status);

/** The origin the client used, so image and category URLs point back at this service as it was reached. */
function requestOrigin(req: http.IncomingMessage, fallbackHost: string) {
  const host = req.headers.host && /^[A-Za-z0-9.\-:[\]]+$/.test(req.headers.host) ? req.headers.host : fallbackHost;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim();
  return `${forwarded === 'https' ? 'https' : 'http'}://${host}`;
}

export function createCatalogService({ port, host = '127.0.0.1', count = 200, seed = 1, delayMs = 0, products: given }: CatalogServiceOptions): CatalogService {
  const products = given ?? generateCatalog({ count, seed });
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const slugs = [...new Set(products.map((p) => p.category))];
  const sortable = sortableFields(products);
  /** Products with absolute URLs, per origin (a handful at most: localhost, 127.0.0.1, a LAN name). */
  const absoluteByOrigin = new Map<string, Product[]>();
  const responseCache = new Map<string, CachedResponse>();
  let cachedBytes = 0;
  const sockets = new Set<Socket>();
  /** Pending delays, released at stop so no request waits on a timer that will never fire. */
  const timers = new Map<NodeJS.Timeout, () => void>();
  let boundPort = port;

  function productsAt(origin: string): Product[] {
    let list = absoluteByOrigin.get(origin);
    if (!list) {
      const abs = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
      list = products.map((p) => ({ ...p, meta: { ...p.meta, qrCode: abs(p.meta.qrCode) }, images: p.images.map(abs), thumbnail: abs(p.thumbnail) }));
      if (absoluteByOrigin.size >= 8) absoluteByOrigin.delete(absoluteByOrigin.keys().next().value!);
      absoluteByOrigin.set(origin, list);
    }
    return list;
  }

  /** Routes one GET. Unknown paths and ids answer 404 with a JSON message, like the rest. */
  function route(url: URL, origin: string): { reply: Reply; delay: number; cacheable: boolean } {
    const path = url.pathname.replace(/^\/product(?=\/|$)/, '/products');

    const image = IMAGE_PATH.exec(path);
    if (image) return { reply: imageReply(image[1] ?? '', image[2] ?? '', image[3] ?? ''), delay: 0, cacheable: false };
    if (path === QR_CODE_PATH) return { reply: { status: 200, type: SVG_TYPE, body: qrCodeSvg(), cache: IMAGE_CACHE }, delay: 0, cacheable: false };

    const options = parseListOptions(url.searchParams);
    const done = (reply: Reply) => ({ reply, delay: options.delay, cacheable: reply.status === 200 });
    const [, root, first, second, ...rest] = path.split('/');

    if (path === '/') return done(json({ name: 'Local catalog service (DummyJSON-compatible)', products: products.length, categories: slugs.length, seed }));
    if (path === '/test') return done(json({ status: 'ok', method: 'GET' }));
    if (root !== 'products' || rest.length) return done(failure(`Route '${url.pathname}' not found`, 404));
    const all = productsAt(origin);
    const list = (items: Product[]) => {
      checkSortBy(options.sortBy, sortable);
      return done(json(pageOf(items, options)));
    };
    if (first === undefined) return list(all);
    if (second === undefined) {
      if (first === 'search') return list(searchItems(all, options.q));
      if (first === 'categories') return done(json(slugs.map((slug) => ({ slug, name: categoryName(slug), url: `${origin}/products/category/${slug}` }))));
      if (first === 'category-list') return done(json(slugs));
      const id = decodeSegment(first);
      const product = byId.get(id) ? all[Number(id) - 1] : undefined;
      if (!product) return done(failure(MESSAGES.productNotFound(id), 404));
      return done(json(options.select ? pickFields(product, options.select) : product));
    }
    if (first === 'category') {
      const slug = decodeSegment(second).toLowerCase();
      return list(all.filter((p) => p.category === slug));
    }
    return done(failure(`Route '${url.pathname}' not found`, 404));
  }

  function imageReply(category: string, id: string, which: string): Reply {
    const product = byId.get(id);
    const n = which === 'thumbnail' ? 0 : Number(which);
    if (!product || product.category !== category || n > product.images.length || (which !== 'thumbnail' && n < 1)) {
      return failure('Image not found', 404);
    }
    return { status: 200, type: SVG_TYPE, body: productImageSvg(product, n, { hue: categoryWords(category)?.hue }), cache: IMAGE_CACHE };
  }

  function remember(key: string, entry: CachedResponse) {
    if (entry.body.length > RESPONSE_CACHE_BYTES / 4) return;
    responseCache.set(key, entry);
    cachedBytes += entry.body.length;
    for (const [oldKey, old] of responseCache) {
      if (cachedBytes <= RESPONSE_CACHE_BYTES) break;
      responseCache.delete(oldKey);
      cachedBytes -= old.body.length;
    }
  }

  const wait = (ms: number) =>
    ms > 0
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, ms);
          timers.set(timer, resolve);
        })
      : Promise.resolve();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method === 'OPTIONS') {
      await wait(delayMs);
      res.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
      }).end();
      return;
    }
    const head = req.method === 'HEAD';
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const origin = requestOrigin(req, `${host}:${boundPort}`);
    const url = new URL(req.url ?? '/', 'http://local');

    // DummyJSON sends a trailing slash to the same path without it.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      await wait(delayMs);
      res.writeHead(301, { ...CORS, Location: url.pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }

    let status: number;
    let type: string;
    let cache: string;
    let body: Buffer;
    let compressed = false;
    let extraDelay = 0;
    const cacheKey = `${origin}|${url.pathname}${url.search}|${gzip}`;
    const hit = req.method === 'GET' || head ? responseCache.get(cacheKey) : undefined;
    if (hit) {
      ({ status, type, cache, body } = hit);
      compressed = hit.gzip;
      extraDelay = Number(url.searchParams.get('delay')) || 0;
    } else {
      let reply: Reply;
      let cacheable = false;
      if (req.method !== 'GET' && !head) {
        reply = { ...failure(`Method ${req.method} not allowed`, 405), extra: { Allow: 'GET, HEAD, OPTIONS' } };
      } else {
        try {
          const routed = route(url, origin);
          ({ reply, cacheable } = routed);
          extraDelay = routed.delay;
        } catch (error) {
          reply = error instanceof ApiError ? failure(error.message, error.status) : failure('Something went wrong.', 500);
          if (!(error instanceof ApiError)) console.error('[catalog-service]', error);
        }
      }
      ({ status, type, cache } = reply);
      body = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(reply.body);
      if (gzip && body.length >= GZIP_MIN_BYTES) {
        body = await new Promise<Buffer>((resolve, reject) => zlib.gzip(body, (err, out) => (err ? reject(err) : resolve(out))));
        compressed = true;
      }
      if (cacheable && type === JSON_TYPE) remember(cacheKey, { status, type, cache, body, gzip: compressed });
      if (reply.extra) res.setHeader('Allow', reply.extra.Allow ?? '');
    }

    await wait(delayMs + extraDelay);
    if (res.destroyed) return;
    res.writeHead(status, {
      ...CORS,
      'Content-Type': type,
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
      ...(compressed ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(head ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[catalog-service]', error);
      if (!res.headersSent) res.writeHead(500, { ...CORS, 'Content-Type': JSON_TYPE }).end(JSON.stringify({ message: 'Something went wrong.' }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    get url() {
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      return `http://${shown}:${boundPort}`;
    },
    products,
    start: () =>
      new Promise<void>((resolve, reject) => {
        if (server.listening) return resolve();
        server.once('error', reject);
        server.listen(boundPort, host, () => {
          server.off('error', reject);
          const address = server.address();
          if (address && typeof address === 'object') boundPort = address.port;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const [timer, release] of timers) {
          clearTimeout(timer);
          release();
        }
        timers.clear();
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
