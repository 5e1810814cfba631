// A small static server for built apps: long cache for content-hashed files, no cache for
// entry points, CORS for remotes, SPA fallback for the shell, and extra routes (/config.json).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const crypto = require('node:crypto');

const TYPES = {
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

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);
const gzipCache = new Map();

/**
 * Each version of a file is compressed once. Keyed by content, not name or size: a rebuilt
 * mf-manifest.json keeps its name and often its length, and must never be served stale.
 */
function gzipped(file, data) {
  const key = `${file}:${crypto.createHash('sha1').update(data).digest('base64')}`;
  if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(data, { level: 9 }));
  return gzipCache.get(key);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *   routes?: Record<string, () => { type: string, body: string }>, headers?: Record<string,string> }} options
 */
function createStaticServer(options) {
  const { root, port, host = '127.0.0.1', spa = false, cors = false, routes = {}, headers = {} } = options;
  const sockets = new Set();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const base = { ...headers, ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, base).end();
      return;
    }
    const route = routes[url.pathname];
    if (route) {
      const { type, body } = route();
      res.writeHead(200, { ...base, 'Content-Type': type, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root)) {
      res.writeHead(403, base).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      const wantsPage = !path.extname(url.pathname);
      if (spa && wantsPage) file = path.join(root, 'index.html');
      else {
        res.writeHead(404, { ...base, 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    let data = fs.readFileSync(file);
    const head = { ...base, 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache, Vary: 'Accept-Encoding' };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      data = gzipped(file, data);
      head['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, { ...head, 'Content-Length': data.length }).end(req.method === 'HEAD' ? undefined : data);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    port,
    url: `http://${host}:${port}`,
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    /** Stops at once, dropping open keep-alive connections (a remote "going down"). */
    stop: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

module.exports = { createStaticServer };
