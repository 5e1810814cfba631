// A small static server for built apps: the site's header rules (site-headers.ts: caching, CORS, the
// policies), SPA fallback for the shell, and extra routes (/config.json).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersForPath, siteRules, type HeaderRule } from './site-headers';

export interface StaticServerOptions {
  root: string;
  /** 0 picks a free port, kept across stop and start. */
  port: number;
  host?: string;
  /** Unknown paths without an extension answer index.html. */
  spa?: boolean;
  /** Without rules: plain files anyone may load. */
  cors?: boolean;
  routes?: Record<string, () => { type: string; body: string }>;
  /** The site's header rules (site-headers.ts); a function is asked on every request, so a changed config is followed. */
  rules?: HeaderRule[] | (() => HeaderRule[]);
  /**
   * A page a browser asks for, answered elsewhere before any file (Hosting's rewrite of the public routes to
   * the render function): null, or a failure, and the files answer as before.
   */
  page?: (request: { pathname: string; url: string; ifNoneMatch?: string; acceptEncoding?: string }) => Promise<PageAnswer | null>;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface StaticServer {
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  /** Stops at once, dropping open keep-alive connections (a remote "going down"). */
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);
const compressedCache = new Map<string, Promise<Buffer>>();

/**
 * Each version of a file is compressed once per encoding, off the event loop. Keyed by content, not
 * name or size: a rebuilt mf-manifest.json keeps its name and often its length, and must never be
 * served stale. Brotli at its best quality, as a CDN serves a release: about 15% fewer bytes than gzip.
 */
function compressed(file: string, data: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}:${crypto.createHash('sha1').update(data).digest('base64')}`;
  if (!compressedCache.has(key)) {
    const promise = new Promise<Buffer>((resolve, reject) => {
      const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
      const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
      if (encoding === 'br') zlib.brotliCompress(data, { params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_SIZE_HINT]: data.length } }, done);
      else zlib.gzip(data, { level: 9 }, done);
    });
    compressedCache.set(key, promise);
    promise.catch(() => compressedCache.delete(key));
  }
  return compressedCache.get(key)!;
}

/** The encoding a request accepts, brotli first; source maps (read by developer tools only) never take brotli's time. */
function encodingFor(req: http.IncomingMessage, ext: string): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(ext)) return null;
  const accepted = req.headers['accept-encoding'] ?? '';
  if (ext !== '.map' && /\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Without `rules`, plain files: nosniff, caching by name, and CORS for anyone when `cors` is set. */
export function createStaticServer(options: StaticServerOptions): StaticServer {
  const { root, port, host = '127.0.0.1', spa = false, cors = false, routes = {} } = options;
  const plain = siteRules('files', null, { corsOrigin: cors ? '*' : null });
  const rules = options.rules ?? plain;
  const sockets = new Set<Socket>();

  function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const base = headersForPath(typeof rules === 'function' ? rules() : rules, url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, base).end();
      return;
    }
    if (options.page && /\btext\/html\b/.test(req.headers.accept ?? '') && !path.extname(url.pathname)) {
      const ifNoneMatch = req.headers['if-none-match'];
      options
        .page({ pathname: url.pathname, url: url.pathname + url.search, ...(ifNoneMatch ? { ifNoneMatch } : {}), acceptEncoding: req.headers['accept-encoding'] })
        .catch(() => null)
        .then((answer) => {
          if (!answer) return serveFile(req, res, url, base);
          const own = new Set(Object.keys(answer.headers).map((name) => name.toLowerCase()));
          const kept = Object.fromEntries(Object.entries(base).filter(([name]) => !own.has(name.toLowerCase())));
          res.writeHead(answer.status, { ...kept, ...answer.headers, 'Content-Length': answer.body.length }).end(req.method === 'HEAD' ? undefined : answer.body);
        })
        .catch((error: unknown) => failed(req, res, error));
      return;
    }
    serveFile(req, res, url, base);
  }

  function serveFile(req: http.IncomingMessage, res: http.ServerResponse, url: URL, base: Record<string, string>) {
    const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (route) {
      const { type, body } = route();
      res.writeHead(200, { ...base, 'Content-Type': type }).end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      if (!spa) {
        res.writeHead(400, { ...base, 'Content-Type': 'text/plain' }).end('Bad request');
        return;
      }
      // A malformed escape names no file, but a browser may still ask for it: the shop answers with its
      // page, which shows its not-found state (SPEC: any other path → not-found screen).
      pathname = '/index.html';
    }
    let file = path.join(root, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root)) {
      res.writeHead(403, base).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      // A page is asked for by a browser navigation, or by a path that is no file type served here:
      // /products/model-2.0-lamp is a product page (a shopper's name may hold a dot), /main.1a2b3c4d.js
      // that is gone stays a 404 (a remote that lost its chunks must fail, not answer HTML).
      const wantsPage = /\btext\/html\b/.test(req.headers.accept ?? '') || !Object.hasOwn(TYPES, path.extname(pathname).toLowerCase());
      if (spa && wantsPage) file = path.join(root, 'index.html');
      else {
        res.writeHead(404, { ...base, 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const data = fs.readFileSync(file);
    const head = { ...base, 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    const send = (body: Buffer, extra: Record<string, string> = {}) =>
      res.writeHead(200, { ...head, ...extra, 'Content-Length': body.length }).end(req.method === 'HEAD' ? undefined : body);
    const encoding = encodingFor(req, ext);
    if (!encoding) {
      send(data);
      return;
    }
    // A compression that fails costs only the saving.
    compressed(file, data, encoding).then(
      (body) => send(body, { 'Content-Encoding': encoding }),
      () => send(data),
    );
  }

  // A request the server cannot answer (a URL it cannot parse, a header function that threw) costs
  // that request a 500, never the whole stack.
  function failed(req: http.IncomingMessage, res: http.ServerResponse, error: unknown) {
    console.error(`[static-server ${port}] ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
    else res.destroy();
  }

  const server = http.createServer((req, res) => {
    try {
      serve(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  // Port 0 picks a free port (tests); the one it got is kept across stop and start.
  let boundPort = port;
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `http://${host}:${boundPort}`;
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
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
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

