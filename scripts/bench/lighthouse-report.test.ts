import { compareLines, lighthouseLines, medianRun, missedBy, missesOf, type PageRow } from './lighthouse-report';

/** A page that meets every target. */
const good: PageRow = {
  route: '/products',
  score: 100,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0,
  requests: 30,
  jsKb: 190,
  startupJsKb: 180,
  ownJsKb: 22,
  lcpElement: 'Products',
  waterfall: { remote: 'mf-catalog', depth: 7, fromManifest: 3, steps: ['document', 'shell JS', 'mf-catalog manifest'] },
  external: [],
};

describe('missesOf', () => {
  it('finds nothing when every target is met', () => {
    expect(missesOf(good)).toEqual({});
    expect(missedBy(missesOf(good))).toBe('none');
  });

  it('misses a score under 95 by its distance from 95; from 95 to 99 is only under the aim of 100', () => {
    expect(missesOf({ ...good, score: 94 })).toEqual({ score: 1 });
    expect(missesOf({ ...good, score: 95 })).toEqual({ belowAim: 5 });
    expect(missedBy({ belowAim: 5 })).toBe('(score 5 under the aim 100)');
  });

  it('misses any layout shift, even one too small for three decimals', () => {
    expect(missesOf({ ...good, cls: 0.002 }).cls).toBeCloseTo(0.002);
    expect(missedBy(missesOf({ ...good, cls: 0.0002 }))).toBe('CLS <0.001');
  });

  it('holds only the home route to 150 KB of JS in all', () => {
    expect(missesOf({ ...good, route: '/', jsKb: 150 })).toEqual({});
    expect(missesOf({ ...good, route: '/', jsKb: 211.5 }).homeJsKb).toBeCloseTo(61.5);
    expect(missesOf({ ...good, route: '/products', jsKb: 211.5 })).toEqual({});
  });

  it('holds every route to 40 KB of its own JS, a waterfall of 3 from the manifest and no request off the machine', () => {
    expect(missesOf({ ...good, ownJsKb: 40 })).toEqual({});
    expect(missesOf({ ...good, ownJsKb: 45.5 }).ownJsKb).toBeCloseTo(5.5);
    expect(missesOf({ ...good, waterfall: { ...good.waterfall, fromManifest: 5 } })).toEqual({ waterfall: 2 });
    expect(missesOf({ ...good, waterfall: { ...good.waterfall, remote: null, fromManifest: null } })).toEqual({});
    expect(missesOf({ ...good, external: ['https://fonts.example/a.css'] })).toEqual({ external: 1 });
  });

  it('says by how much each target is missed', () => {
    expect(missedBy({ score: 33, homeJsKb: 61.2, waterfall: 1 })).toBe('score 33 under 95, JS 61.2 KB over 150, 1 level deeper');
    expect(missedBy({ ownJsKb: 2, cls: 0.05, external: 2 })).toBe('CLS 0.050, own JS 2.0 KB over 40, 2 external requests');
  });
});

describe('medianRun', () => {
  it("keeps the run with the median score, and every run's score", () => {
    const runs = [91, 97, 94].map((score, i) => ({ ...good, score, tbtMs: i }));
    expect(medianRun(runs)).toMatchObject({ score: 94, tbtMs: 2, scores: [91, 97, 94] });
  });

  it('takes the lower middle of an even count, and a single run as it is', () => {
    expect(medianRun([90, 96].map((score) => ({ ...good, score }))).score).toBe(90);
    expect(medianRun([good])).toEqual({ ...good, scores: [100] });
  });
});

describe('lighthouseLines', () => {
  const lines = lighthouseLines({
    pages: [
      {
        ...good,
        route: '/',
        score: 62,
        jsKb: 211.2,
        cls: 0.018,
        shifts: [{ element: 'Flash sale', score: 0.018 }],
        waterfall: { remote: 'mf-marketing', depth: 6, fromManifest: 2, steps: ['document'] },
      },
      good,
      { ...good, route: '/catergories', score: 93, scores: [96, 93, 90] },
      { ...good, route: '/checkout', signedIn: true, waterfall: { remote: 'mf-checkout', depth: 11, fromManifest: 6, steps: ['document'] } },
    ],
    failures: [{ route: '/catergories', message: 'NO_FCP' }],
  });
  const row = (label: string) => lines.find((l) => l.startsWith(label))!;

  it('marks each missed cell and says by how much on the page\'s row', () => {
    expect(row('/ ')).toMatch(/62 ✗.*0\.018 ✗.*211\.2 KB ✗.*2 of 6 .*score 33 under 95, CLS 0\.018, JS 61\.2 KB over 150$/);
    expect(row('/products ')).toMatch(/100 .*3 of 7 .*none$/);
    expect(row('/products ')).not.toContain('✗');
    expect(row('/checkout (signed in)')).toMatch(/6 of 11 ✗ .*3 levels deeper$/);
  });

  it("gives the median run's score with the range of all runs", () => {
    expect(row('/catergories ')).toMatch(/ 93 \(90-96\) ✗ .*score 2 under 95$/);
  });

  it('prints the target row, the off-machine check and any page Lighthouse could not measure', () => {
    expect(row('target')).toMatch(/100 \(≥95\) .* 0 .*≤150 KB on \/ .*≤40 KB .*≤3 of –/);
    expect(lines).toContain('\nRequests off this machine during the Lighthouse runs: none.');
    expect(lines).toContain('Lighthouse on /catergories: FAILED (NO_FCP)');
  });

  it('names what moved on a page with layout shifts, and no other page', () => {
    const shifts = lines.slice(lines.indexOf('\nLayout shifts (what moved, and its share of the CLS):') + 1);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatch(/^ {2}\/ +Flash sale 0\.018$/);
  });
});

describe('compareLines', () => {
  it('prints after / before for the pages both runs measured, signed in or not', () => {
    const lines = compareLines(
      [{ ...good, score: 90, lcpMs: 1800, cls: 0.01 }, { ...good, route: '/checkout', signedIn: true }, { ...good, route: '/new' }],
      [{ ...good, score: 60, lcpMs: 3600 }, { ...good, route: '/checkout' }],
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\/products +1\.50x +0\.50x +1\.00x +0 → 0\.010 +1\.00x/);
  });
});
