import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureRenderedPages, renderedPagesLines } from './rendered-pages';

const PAGE = '<html><head><script type="application/json" id="shop-route-data">{"readAt":1,"responses":{}}</script></head><body>page</body></html>';

/**
 * A stand-in for the stack's shell server: `/` rendered (s-maxage, an ETag, 304 when it matches), `/plain` the
 * shell's own page (no-cache, never 304), `/broken` a 503; counts what it was asked.
 */
async function site() {
  const asked: string[] = [];
  const s = http.createServer((req, res) => {
    asked.push(`${req.url} ${req.headers['if-none-match'] ?? ''}`.trim());
    if (req.url === '/broken') return void res.writeHead(503).end('busy');
    if (req.url === '/plain') return void res.writeHead(200, { 'Cache-Control': 'no-cache', ETag: '"p"' }).end('<div id="root"></div>');
    const headers = { 'Cache-Control': 'public, max-age=0, s-maxage=60', ETag: '"r"' };
    if (req.headers['if-none-match'] === '"r"') return void res.writeHead(304, headers).end();
    res.writeHead(200, headers).end(PAGE);
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, asked, close: () => new Promise((resolve) => s.close(resolve)) };
}

describe('measureRenderedPages', () => {
  it('times each route’s first answer, its renders and its revalidations, and says which were not rendered', async () => {
    const s = await site();
    try {
      const run = await measureRenderedPages(s.url, ['/', '/plain'], { requests: 3, visitors: 2, seconds: 0.2 });
      const [home, plain] = run.routes;
      expect(home).toMatchObject({ route: '/', status: 200, serverRendered: true, rendered: { count: 3 }, revalidated: { count: 3 } });
      expect(home!.dataKb).toBeCloseTo(Buffer.byteLength('{"readAt":1,"responses":{}}') / 1024);
      // The shell's own page is never a 304: nothing to revalidate, and it is marked as the browser's.
      expect(plain).toMatchObject({ serverRendered: false, rendered: { count: 3 }, revalidated: { count: 0 } });
      expect(s.asked.slice(0, 4)).toEqual(['/', '/', '/ "r"', '/']);
      expect(run.load.errors).toBe(0);
      expect(run.load.unrendered).toBeGreaterThan(0);
      expect(renderedPagesLines(run).join('\n')).toMatch(/\/plain +200 \(browser\)/);
    } finally {
      await s.close();
    }
  });

  it('counts a page the server failed to answer as an error of the load run', async () => {
    const s = await site();
    try {
      const run = await measureRenderedPages(s.url, ['/broken'], { requests: 1, visitors: 1, seconds: 0.1 });
      expect(run.routes[0]!.status).toBe(503);
      expect(run.load.errors).toBeGreaterThan(0);
      expect(run.load.messages[0]).toBe('HTTP 503 for /broken');
    } finally {
      await s.close();
    }
  });
});
