import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer, type StaticServer, type StaticServerOptions } from './static-server';
import { headersForPath, siteRules } from './site-headers';

/** A raw request: fetch would refuse to send a malformed path, and decodes what it is sent. */
function rawGet(url: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url + pathname, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let server: StaticServer | undefined;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'main.0123abcd.js.map'), '{"version":3}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function serve(options: Partial<StaticServerOptions>) {
  server = createStaticServer({ root, port: 0, spa: true, ...options });
  await server.start();
  return server;
}

describe('createStaticServer: headers', () => {
  it("sends what the site's rules give each path: caching by name, the config never stored, the policy on every path", async () => {
    const rules = siteRules('shell', { remotes: {}, catalogUrl: 'http://127.0.0.1:3010' });
    const { url } = await serve({ rules, routes: { '/config.json': () => ({ type: 'application/json', body: '{}' }) } });
    for (const pathname of ['/', '/products/oak-table', '/main.0123abcd.js', '/config.json']) {
      const res = await fetch(`${url}${pathname}`);
      for (const [name, value] of Object.entries(headersForPath(rules, pathname))) expect([pathname, name, res.headers.get(name)]).toEqual([pathname, name, value]);
    }
    expect((await fetch(`${url}/config.json`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${url}/main.0123abcd.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${url}/products/oak-table`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('asks a rules function on every request, so a changed config is followed', async () => {
    let policy = "default-src 'self'";
    const asked = jest.fn(() => [{ regex: '.*', headers: { 'Content-Security-Policy': policy } }]);
    const { url } = await serve({ rules: asked });
    expect((await fetch(`${url}/`)).headers.get('content-security-policy')).toBe("default-src 'self'");
    policy = "default-src 'none'";
    expect((await fetch(`${url}/`)).headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('serves plain files without rules: nosniff, caching by name, and CORS only when asked', async () => {
    const { url } = await serve({});
    const script = await fetch(`${url}/main.0123abcd.js`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('access-control-allow-origin')).toBeNull();
    await server!.stop();
    const shared = await serve({ cors: true });
    expect((await fetch(`${shared.url}/main.0123abcd.js`)).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('createStaticServer: the page fallback', () => {
  it('answers the page for a deep link, a dot in it included (a product named "Model 2.0")', async () => {
    const { url } = await serve({});
    for (const link of ['/products/oak-table', '/products/model-2.0-lamp', `/products/${encodeURIComponent('<b>lamp</b> v1.5')}`]) {
      const res = await fetch(`${url}${link}`);
      expect({ link, status: res.status, type: res.headers.get('content-type') }).toEqual({ link, status: 200, type: 'text/html; charset=utf-8' });
    }
  });

  it('answers 404 for a missing script, stylesheet or manifest, unless a browser navigates to it', async () => {
    const { url } = await serve({});
    for (const file of ['/main.deadbeef.js', '/styles.css', '/mf-manifest.json', '/logo.svg']) {
      expect((await fetch(`${url}${file}`)).status).toBe(404);
    }
    expect((await fetch(`${url}/main.deadbeef.js`, { headers: { Accept: 'text/html,application/xhtml+xml' } })).status).toBe(200);
  });
});

describe('createStaticServer: bad requests never stop it', () => {
  it('answers a path with a broken escape with the shop\'s page (its not-found state), or 400 where there is no page', async () => {
    const page = await serve({});
    const answer = await rawGet(page.url, '/products/%E0%A4%A');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<!doctype html><title>Shop</title>');
    await page.stop();
    const files = await serve({ spa: false });
    expect((await rawGet(files.url, '/%E0%A4%A')).status).toBe(400);
    expect((await fetch(`${files.url}/`)).status).toBe(200);
  });

  it('answers 500 when a rules function throws, and keeps serving', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const { url } = await serve({
      rules: () => {
        if (broken) throw new Error('config.json vanished');
        return [];
      },
    });
    expect((await fetch(`${url}/`)).status).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('config.json vanished'));
    broken = false;
    expect((await fetch(`${url}/`)).status).toBe(200);
    error.mockRestore();
  });

  it('never serves a file outside its folder', async () => {
    const { url } = await serve({ spa: false });
    expect((await rawGet(url, '/../../etc/passwd')).status).toBe(404);
    expect((await rawGet(url, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });
});

describe('createStaticServer: compression', () => {
  const script = 'console.log(1)';

  it('sends brotli to a browser that accepts it, else gzip, else the file as it is', async () => {
    const { url } = await serve({});
    const br = await rawGet(url, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await rawGet(url, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet(url, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('gives source maps gzip only: developer tools read them, brotli would only cost time', async () => {
    const { url } = await serve({});
    const map = await rawGet(url, '/main.0123abcd.js.map', { 'Accept-Encoding': 'gzip, br' });
    expect(map.headers['content-encoding']).toBe('gzip');
  });

  it('sends the new content of a file rebuilt under the same name', async () => {
    const { url } = await serve({});
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"v":1}');
    expect(brotliDecompressSync((await rawGet(url, '/mf-manifest.json', { 'Accept-Encoding': 'br' })).body).toString()).toBe('{"v":1}');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"v":2}');
    expect(brotliDecompressSync((await rawGet(url, '/mf-manifest.json', { 'Accept-Encoding': 'br' })).body).toString()).toBe('{"v":2}');
  });
});

describe('pages answered elsewhere first (Hosting’s rewrite of the public routes)', () => {
  const rendered = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60', ETag: '"v1"' }, body: Buffer.from('<div id="root">rendered</div>') };

  it('answers a browser’s page request with the page’s answer, under the site’s own headers', async () => {
    const asked: unknown[] = [];
    const s = await serve({
      rules: siteRules('shell', null, { corsOrigin: null }),
      page: async (request) => {
        asked.push(request);
        return request.pathname === '/about' ? rendered : null;
      },
    });
    const page = await rawGet(s.url, '/about?ref=home', { Accept: 'text/html', 'If-None-Match': '"v0"' });
    expect(page.body.toString()).toBe('<div id="root">rendered</div>');
    // The answer's caching replaces the site's, whatever its case; the policies stay.
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.headers.etag).toBe('"v1"');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(asked).toEqual([{ pathname: '/about', url: '/about?ref=home', ifNoneMatch: '"v0"' }]);

    // Another route, a file, or a request that is not a browser's page: the files answer.
    expect((await rawGet(s.url, '/checkout', { Accept: 'text/html' })).body.toString()).toBe('<!doctype html><title>Shop</title>');
    expect((await rawGet(s.url, '/main.0123abcd.js', { Accept: 'text/html' })).body.toString()).toBe('console.log(1)');
    expect((await rawGet(s.url, '/about', { Accept: 'application/json' })).body.toString()).toBe('<!doctype html><title>Shop</title>');
    expect(asked).toHaveLength(2);
  });

  it('falls back to the shell’s page when the page’s answer fails', async () => {
    const s = await serve({ page: () => Promise.reject(new Error('render function down')) });
    const page = await rawGet(s.url, '/about', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('<!doctype html><title>Shop</title>');
  });
});
