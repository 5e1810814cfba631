import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadRun } from './load-run';
import { timeQueries, timeSideBySide } from './query-timing';

/** A loopback server answering /products after `delayMs`, /broken with a 503; counts what it was asked. */
async function server(delayMs = 5, onAsk: () => void = () => undefined) {
  const asked: string[] = [];
  let open = 0;
  let most = 0;
  const s = http.createServer((req, res) => {
    asked.push(req.url!);
    onAsk();
    open += 1;
    most = Math.max(most, open);
    setTimeout(() => {
      open -= 1;
      res.writeHead(req.url!.startsWith('/broken') ? 503 : 200, { 'Content-Type': 'application/json' }).end('{"products":[]}');
    }, delayMs);
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, asked, most: () => most, close: () => new Promise((resolve) => s.close(resolve)) };
}

const mix = [
  { name: 'first page', path: '/products' },
  { name: 'page 2', path: '/products?page=2' },
];

describe('timeQueries', () => {
  it('asks the mix in turn, one at a time, after unmeasured warm-up rounds', async () => {
    const s = await server();
    try {
      const t = await timeQueries(s.base, mix, { requests: 10, warmup: 1 });
      expect(t.count).toBe(10);
      expect(t.errors).toBe(0);
      expect(s.asked).toHaveLength(12);
      expect(s.most()).toBe(1);
      expect(t.p50).toBeGreaterThanOrEqual(4);
      expect(t.byQuery.map((q) => q.name)).toEqual(['first page', 'page 2']);
    } finally {
      await s.close();
    }
  });
});

describe('timeSideBySide', () => {
  it('times one query at each store in turn, the first of each round alternating, each with its own times and errors', async () => {
    const order: string[] = [];
    const [a, b] = [await server(5, () => order.push('a')), await server(5, () => order.push('b'))];
    try {
      const [atA, atB] = await timeSideBySide([a.base, `${b.base}/broken`], { name: 'first page', path: '/products' }, { requests: 4, warmup: 1 });
      expect(order).toEqual(['a', 'b', 'a', 'b', 'b', 'a', 'a', 'b', 'b', 'a']);
      expect(atA).toMatchObject({ count: 4, errors: 0, byQuery: [{ name: 'first page' }] });
      expect(atB).toMatchObject({ count: 0, errors: 4 });
      expect(Math.max(a.most(), b.most())).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('loadRun', () => {
  it('keeps every visitor asking until the deadline, all at once, and ends by it', async () => {
    const s = await server(20);
    try {
      const started = Date.now();
      const run = await loadRun(s.base, mix, { visitors: 5, seconds: 0.3 });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(300);
      expect(took).toBeLessThan(5000);
      expect(s.most()).toBe(5);
      expect(run.count).toBeGreaterThanOrEqual(10);
      expect(run).toMatchObject({ visitors: 5, seconds: 0.3, errors: 0 });
      // Each visitor joined once the one before had an answer: at least one warm-up request each but the last.
      expect(run.warmup.requests).toBeGreaterThanOrEqual(4);
      expect(run.warmup.errors).toBe(0);
      expect(new Set(s.asked)).toEqual(new Set(['/products', '/products?page=2']));
    } finally {
      await s.close();
    }
  });

  it('counts an answer other than 200 as an error, with its message once', async () => {
    const s = await server();
    try {
      const run = await loadRun(s.base, [{ name: 'broken', path: '/broken' }], { visitors: 2, seconds: 0.1 });
      expect(run.errors).toBeGreaterThan(1);
      expect(run.warmup.errors).toBeGreaterThanOrEqual(1);
      expect(run.count).toBe(0);
      expect(run.messages).toEqual([`HTTP 503 for ${s.base}/broken`]);
    } finally {
      await s.close();
    }
  });
});
