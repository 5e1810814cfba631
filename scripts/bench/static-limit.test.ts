import { staticLimitLines } from './static-limit';

const row = (route: string, score: number, lcpMs: number, fcpMs = 900, tbtMs = 100, cls = 0) => ({ route, score, lcpMs, fcpMs, tbtMs, cls });

describe('staticLimitLines', () => {
  it('gives each page its LCP as a ratio to its static copy’s and names every target it misses', () => {
    const copies = { '/': '/bench-static/home.html', '/products': '/bench-static/products.html' };
    const lines = staticLimitLines(
      [row('/', 99, 1200), row('/products', 90, 2000, 1100, 400, 0.02)],
      [row('/bench-static/home.html', 100, 1000), row('/bench-static/products.html', 100, 1000)],
      copies,
    );
    const home = lines.find((l) => l.startsWith('/ '))!;
    const products = lines.find((l) => l.startsWith('/products'))!;
    expect(home).toMatch(/1\.20x +none$/);
    expect(products).toMatch(/2\.00x +score, LCP, FCP, TBT, CLS$/);
  });

  it('misses LCP past 1.5 s even within the ratio, and leaves out a page with no copy', () => {
    const lines = staticLimitLines([row('/', 100, 1600), row('/checkout', 90, 3000)], [row('/bench-static/home.html', 100, 1400)], { '/': '/bench-static/home.html' });
    expect(lines.find((l) => l.startsWith('/ '))).toMatch(/1\.14x +LCP$/);
    expect(lines.some((l) => l.startsWith('/checkout'))).toBe(false);
  });
});
