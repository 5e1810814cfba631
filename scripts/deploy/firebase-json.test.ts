import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { localConfig } from '../stack/runtime-config';
import { headersForPath, siteRules, type HeaderRule } from '../stack/site-headers';
import { firebaseJson, generatedFiles, readProduction } from './firebase-json';

const ROOT = path.resolve(__dirname, '../..');
const production = readProduction();
const committed = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
type Site = { target: string; public: string; ignore: string[]; rewrites?: unknown[]; headers: { regex: string; headers: { key: string; value: string }[] }[] };
const site = (target: string) => (committed.hosting as Site[]).find((s) => s.target === target)!;
/** A site's header rules read back from firebase.json, in Firebase Hosting's terms. */
const rulesOf = (target: string): HeaderRule[] =>
  site(target).headers.map((h) => ({ regex: h.regex, headers: Object.fromEntries(h.headers.map(({ key, value }) => [key, value])) }));

test('firebase.json and .firebaserc are what deploy/production.json and the header rules make (run npm run deploy:firebase-json)', () => {
  for (const [name, text] of Object.entries(generatedFiles(production))) {
    expect([name, readFileSync(path.join(ROOT, name), 'utf8')]).toEqual([name, text]);
  }
});

test("firebase.json is valid for the Firebase CLI (its own schema)", () => {
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/firebase-tools/schema/firebase-config.json'), 'utf8'));
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  expect(validate(committed) ? [] : validate.errors).toEqual([]);
});

test('one Hosting target per app, each on its own site, no source map uploaded', () => {
  expect((committed.hosting as Site[]).map((s) => s.target)).toEqual(['shell', 'mf-marketing', 'mf-catalog', 'mf-checkout', 'mf-account']);
  const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
  expect(rc.targets['oja-express'].hosting['mf-catalog']).toEqual(['oja-express-catalog']);
  for (const s of committed.hosting as Site[]) expect(s.ignore).toContain('**/*.map');
  expect(committed.firestore).toEqual({ rules: 'firestore.rules' });
});

describe("the shell's site, as Firebase Hosting applies its rules (every match, the later one winning)", () => {
  const at = (pathname: string) => headersForPath(rulesOf('shell'), pathname);
  it('caches hashed files for a year, asks again for the page, never keeps config.json', () => {
    expect(at('/main.1a2b3c4d.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(at('/assets/logo.1a2b3c4d.svg')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(at('/index.html')['Cache-Control']).toBe('no-cache');
    expect(at('/products/oak-table')['Cache-Control']).toBe('no-cache');
    expect(at('/config.json')['Cache-Control']).toBe('no-store');
  });

  it("sends the policy of production's config on every path, with the other security headers", () => {
    const page = at('/products/oak-table');
    expect(page['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/oja-express-marketing\.web\.app https:\/\/oja-express-catalog\.web\.app/);
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['Content-Security-Policy']).toContain('https://checkout.paystack.com');
    expect(page).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
    expect(page['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('answers /api/catalog/… with the catalog function and the public pages with the render function, so the CDN keeps their answers, and every other path with the page (deep links)', () => {
    expect(site('shell').rewrites).toEqual([
      { source: '/api/catalog/**', function: { functionId: 'catalog', region: 'us-central1' } },
      ...['/', '/home', '/about', '/collections', '/early-bird-registration', '/products', '/shop', '/guest', '/products/*', '/catergories'].map((source) => ({ source, function: { functionId: 'render', region: 'us-central1' } })),
      { source: '**', destination: '/app.html' },
    ]);
  });

  it("points production's catalog endpoint at that rewrite, on the shell's own origin, which the policy calls 'self'", () => {
    expect(production.config.catalogApiUrl).toBe(`${production.shellOrigin}/api/catalog`);
    const connect = /connect-src ([^;]*)/.exec(at('/products/oak-table')['Content-Security-Policy']!)![1]!.split(' ');
    expect(connect[0]).toBe("'self'");
    expect(connect).not.toContain(production.shellOrigin);
  });
});

describe("a remote's site", () => {
  const at = (pathname: string) => headersForPath(rulesOf('mf-catalog'), pathname);
  it("lets only the shop's page load its files, and caches a version's chunks for good but never its manifest or entry", () => {
    expect(at('/1.2.0/mf-manifest.json')).toMatchObject({ 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': 'https://oja-express.web.app' });
    expect(at('/1.2.0/remoteEntry.js')['Cache-Control']).toBe('no-cache');
    expect(at('/1.2.0/311.99772eb0.js')).toMatchObject({ 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': 'https://oja-express.web.app' });
    expect(site('mf-catalog').rewrites).toBeUndefined();
  });
});

test('the local stack serves the same rules: the same paths match, the same headers are set, only origins differ', () => {
  const local = localConfig({ shell: 3000, 'mf-marketing': 3001, 'mf-catalog': 3002, 'mf-checkout': 3003, 'mf-account': 3004, catalog: 3010, auth: 9099 });
  const shape = (rules: HeaderRule[]) => rules.map((r) => [r.regex, Object.keys(r.headers).sort()]);
  expect(shape(rulesOf('shell'))).toEqual(shape(siteRules('shell', local)));
  expect(shape(rulesOf('mf-account'))).toEqual(shape(siteRules('remote', local, { corsOrigin: '*' })));
});

describe('readProduction', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'production-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const refusal = (change: (p: Record<string, any>) => void) => {
    const copy = JSON.parse(JSON.stringify(production));
    change(copy);
    const file = path.join(dir, 'production.json');
    writeFileSync(file, JSON.stringify(copy));
    try {
      readProduction(file);
      return 'accepted';
    } catch (error) {
      return (error as Error).message.replace(/^.*production\.json: /, '');
    }
  };

  it('refuses a description the deploy could not use, saying what is wrong', () => {
    expect(refusal(() => undefined)).toBe('accepted');
    expect(refusal((p) => (p.config.payment = { provider: 'sandbox' }))).toBe('config: payment: must be paystack with identity firebase (the sandbox takes no real payment)');
    expect(refusal((p) => delete p.sites['mf-checkout'])).toBe('sites.mf-checkout must name its Hosting site');
    expect(refusal((p) => (p.shellOrigin = 'http://oja-express.web.app'))).toBe('shellOrigin must be the https origin shoppers open, such as https://oja-express.web.app');
    expect(refusal((p) => (p.keep = { versions: 1, days: 30 }))).toMatch(/^keep must say how many versions/);
  });

  it('is what firebase.json is made from', () => {
    expect(firebaseJson(production).hosting[0]!.public).toBe('deploy/sites/shell');
  });
});
