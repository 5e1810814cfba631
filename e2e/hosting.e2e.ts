// Guards: the shop in production's hosting configuration. The production builds are laid out as a deploy
// lays them out (scripts/deploy/stage.ts) and served by the Firebase Hosting emulator through the hosting
// array the generator writes into firebase.json: deep links work, each remote comes from its own site, the
// headers are production's, and a remote published under a new version is picked up by a config change
// alone, while a page open on the previous version still gets that version's chunks.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stageRemote, writeShellConfig } from '../scripts/deploy/stage';
import { DESKTOP, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';
import { E2E_PORT } from './support/stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
import { startHostedShop } from '../scripts/stack/hosted-shop';

const ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', 'mf-marketing', 'mf-catalog', 'mf-checkout', 'mf-account'];
const NEW_TITLE = 'About Oja Express, release 1.1';

// The catalog, the Auth emulator and the shop's server; the shop's own files come from Hosting.
const shop = composedShop();
let hosted: Awaited<ReturnType<typeof startHostedShop>>;
let SHELL: string;
let REMOTE_ORIGINS: string[];
const origin = (app: string) => hosted.origins[app]!;
const siteDir = (app: string) => hosted.siteDir(app);
let config: Record<string, unknown>;

beforeAll(async () => {
  hosted = await startHostedShop(shop.stack, { port: E2E_PORT + 80 });
  SHELL = hosted.url;
  REMOTE_ORIGINS = APPS.slice(1).map(origin);
  config = hosted.config;
}, 120_000);
afterAll(() => hosted?.stop());

/** Every file of a folder with its content's hash: what a deploy would upload. */
function snapshot(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(folder, file)] = createHash('sha1').update(readFileSync(file)).digest('hex');
    }
  };
  walk(folder);
  return out;
}
const hashedChunk = (app: string) => readdirSync(path.join(ROOT, app, 'dist')).find((f) => /^\d+\.[0-9a-f]{8}\.js$/.test(f))!;

test('the shop through Firebase Hosting: deep links, each remote from its own site, and production’s headers', async () => {
  const { page, errors } = await openPage(shop.browser, DESKTOP);
  const response = await page.goto(`${SHELL}/products`);
  await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
  const headers = response!.headers();
  // 'self', the early theme script's hash, then the remotes.
  expect(headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' ${REMOTE_ORIGINS.join(' ').replace(/[.]/g, '\\.')}(;|$)`));
  expect(headers).toMatchObject({
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'permissions-policy': expect.stringContaining('camera=()'),
  });
  await page.goto(`${SHELL}/about`);
  await page.getByRole('heading', { level: 1, name: 'About Oja Express' }).waitFor();

  expect((await fetch(`${SHELL}/config.json`)).headers.get('cache-control')).toBe('no-store');
  expect(await (await fetch(`${SHELL}/config.json`)).json()).toEqual(config);
  expect((await fetch(`${SHELL}/${hashedChunk('shell')}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const manifest = await fetch(`${origin('mf-catalog')}/1.0.0/mf-manifest.json`, { headers: { Origin: SHELL } });
  expect([manifest.status, manifest.headers.get('access-control-allow-origin'), manifest.headers.get('cache-control')]).toEqual([200, SHELL, 'no-cache']);
  const chunk = await fetch(`${origin('mf-catalog')}/1.0.0/${hashedChunk('mf-catalog')}`);
  expect([chunk.status, chunk.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  expect(errors).toEqual([]);
}, 60_000);

test('a remote published under a new version is picked up by a config change alone; a page on the previous version still gets its chunks', async () => {
  // A page opened before the release, on mf-marketing 1.0.0 (its Collections screen not loaded yet).
  const before = await openPage(shop.browser, DESKTOP);
  await before.page.goto(`${SHELL}/about`);
  await before.page.getByRole('heading', { level: 1, name: 'About Oja Express' }).waitFor();

  // The marketing team publishes 1.1.0 beside 1.0.0: only its own site changes, then one config entry.
  const others = APPS.filter((app) => app !== 'mf-marketing').map((app) => [app, snapshot(siteDir(app))] as const);
  const release = stageRemote({ distDir: path.join(ROOT, 'mf-marketing/dist'), siteDir: siteDir('mf-marketing'), version: '1.1.0' });
  for (const file of readdirSync(release).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(release, file), 'utf8');
    if (text.includes('"About Oja Express"')) writeFileSync(path.join(release, file), text.replaceAll('"About Oja Express"', JSON.stringify(NEW_TITLE)));
  }
  config = { ...config, remotes: { ...(config.remotes as object), mf_marketing: `${origin('mf-marketing')}/1.1.0/mf-manifest.json` } };
  writeShellConfig(siteDir('shell'), config);

  const after = await openPage(shop.browser, DESKTOP);
  await after.page.goto(`${SHELL}/about`);
  await after.page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();

  // The page still on 1.0.0 opens a screen it had not loaded: that version's chunks are still served.
  await before.page.getByRole('link', { name: 'Collections' }).first().click();
  await before.page.getByRole('heading', { level: 1, name: 'Our Collections' }).waitFor();
  expect((await fetch(`${origin('mf-marketing')}/1.0.0/${hashedChunk('mf-marketing')}`)).status).toBe(200);

  // No other site was touched but the shell's config.json.
  const withoutConfig = ({ 'config.json': _config, ...files }: Record<string, string>) => files;
  for (const [app, files] of others) expect([app, withoutConfig(snapshot(siteDir(app)))]).toEqual([app, withoutConfig(files)]);
  expect([...before.errors, ...after.errors]).toEqual([]);
}, 90_000);
