import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { isRenderedPage, renderedPage, renderedPageGlobs } from './rendered-pages';

describe('the pages the server renders', () => {
  it('are the public routes the route table marks, matched as the router matches them', () => {
    for (const path of ['/', '/home', '/about', '/About/', '/collections', '/early-bird-registration', '/products', '/shop', '/products/oak-table', '/catergories']) expect(isRenderedPage(path)).toBe(true);
    for (const path of ['/checkout', '/account', '/login', '/orders/all', '/nowhere']) expect(isRenderedPage(path)).toBe(false);
    expect(renderedPageGlobs()).toEqual(expect.arrayContaining(['/', '/about', '/early-bird-registration', '/products', '/products/*']));
    expect(renderedPageGlobs().every((glob) => !glob.includes(':'))).toBe(true);
  });

  it('are asked of the render function with their query and the browser’s ETag; a failed or refused render is the shell’s page', async () => {
    const asked: { url?: string; etag?: string | string[] }[] = [];
    let status = 200;
    let body = '<p>rendered</p>';
    const fn = http.createServer((req, res) => {
      asked.push({ url: req.url, etag: req.headers['if-none-match'] });
      res.writeHead(status, { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60', ETag: '"v2"', 'X-Other': 'dropped' }).end(body);
    });
    await new Promise<void>((resolve) => fn.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(fn.address() as AddressInfo).port}/demo/us-central1/render`;
    try {
      const page = renderedPage(() => url);
      const answer = await page({ pathname: '/about', url: '/about?ref=1', ifNoneMatch: '"v1"' });
      expect(answer).toEqual({
        status: 200,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60', ETag: '"v2"', Vary: 'Accept-Encoding' },
        body: Buffer.from('<p>rendered</p>'),
      });
      expect(asked).toEqual([{ url: '/demo/us-central1/render/about?ref=1', etag: '"v1"' }]);
      // Encoded for the browser as Hosting passes it on: a page of some size in brotli, its tag weak.
      const long = `<p>${'rendered '.repeat(200)}</p>`;
      body = long;
      const encoded = await page({ pathname: '/about', url: '/about', acceptEncoding: 'gzip, br' });
      expect(encoded!.headers).toMatchObject({ 'Content-Encoding': 'br', ETag: 'W/"v2"', Vary: 'Accept-Encoding' });
      expect(brotliDecompressSync(encoded!.body).toString()).toBe(long);
      body = '<p>rendered</p>';
      expect(await page({ pathname: '/checkout', url: '/checkout' })).toBeNull();
      expect(await renderedPage(() => null)({ pathname: '/about', url: '/about' })).toBeNull();
      // A product the catalog does not have is the shop's own 404 page.
      status = 404;
      expect(await page({ pathname: '/products/gone', url: '/products/gone' })).toMatchObject({ status: 404 });
      // The gate's busy, a failed function, a path the emulator's router could not decode.
      for (status of [503, 400]) expect(await page({ pathname: '/about', url: '/about' })).toBeNull();
    } finally {
      await new Promise((resolve) => fn.close(resolve));
    }
  });
});
