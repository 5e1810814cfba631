import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodePage, pageEncoding, strongTag } from './page-encoding';

const page = { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc"' }, body: `<!doctype html>${'<li>Oak table ₦120,000</li>'.repeat(200)}` };

describe('encodePage', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only that, with a weak tag and Vary', () => {
    const br = encodePage(page, 'gzip, deflate, br, zstd');
    expect(br.headers).toEqual({ ...page.headers, ETag: 'W/"abc"', Vary: 'Accept-Encoding', 'Content-Encoding': 'br' });
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page.body);
    expect(br.body.length).toBeLessThan(page.body.length / 10);
    const gzip = encodePage(page, 'gzip');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page.body);
  });

  it('leaves the page as it is for a client that takes no encoding, and a body too short to be worth it', () => {
    expect(encodePage(page, undefined)).toEqual({ headers: { ...page.headers, Vary: 'Accept-Encoding' }, body: page.body });
    expect(encodePage(page, 'identity').headers).not.toHaveProperty('Content-Encoding');
    expect(encodePage({ headers: {}, body: '' }, 'br')).toEqual({ headers: { Vary: 'Accept-Encoding' }, body: '' });
  });

  it('reads the tag a browser revalidates with as the page was tagged', () => {
    expect(strongTag('W/"abc"')).toBe('"abc"');
    expect(strongTag('"abc"')).toBe('"abc"');
    expect(strongTag(undefined)).toBeUndefined();
    expect(pageEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
  });
});
