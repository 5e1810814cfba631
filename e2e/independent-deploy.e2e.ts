// Guards: a team changes its remote, rebuilds only that remote, publishes it under a new versioned URL
// and changes one entry of the runtime config: the running shop uses it on the next page load, with no
// shell rebuild (and goes back as easily). QA loads the same build as a preview from an allow-listed
// origin, kept for the session; a preview from any other origin is refused and says why.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser';
import { composedShop } from './support/composed-shop';
import { E2E_PORT, type StaticServer } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';

const ROOT = path.resolve(__dirname, '..');
const RELEASES_PORT = E2E_PORT + 70;
const RELEASES = `http://127.0.0.1:${RELEASES_PORT}`;
const NEXT_MANIFEST = `${RELEASES}/mf-marketing/1.1.0/mf-manifest.json`;
const NEW_TITLE = 'About Oja Express, release 1.1';

// The runtime config file of this shop: what operators edit. It starts with local defaults only.
const work = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
const configFile = path.join(work, 'config.json');
const writeConfig = (config: object) => writeFileSync(configFile, JSON.stringify(config));
writeConfig({ previewOrigins: [RELEASES] });
const shop = composedShop({ env: { SHOP_CONFIG: configFile } });

let releases: StaticServer;
const teamCopy = path.join(ROOT, '.e2e-mf-marketing-next');

/** The marketing team's next release: a changed page title and version, built from its own folder alone. */
beforeAll(() => {
  rmSync(teamCopy, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mf-marketing'), teamCopy, { recursive: true, filter: (src) => !/[/\\](dist|node_modules)$/.test(src) });
  const pkgFile = path.join(teamCopy, 'package.json');
  writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version: '1.1.0' }, null, 2));
  const about = path.join(teamCopy, 'src/about/About.tsx');
  writeFileSync(about, readFileSync(about, 'utf8').replace('title="About Oja Express"', `title="${NEW_TITLE}"`));
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd: teamCopy, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the changed remote did not build:\n${build.stdout}\n${build.stderr}`);
  cpSync(path.join(teamCopy, 'dist'), path.join(work, 'releases/mf-marketing/1.1.0'), { recursive: true });
  rmSync(teamCopy, { recursive: true, force: true });
  releases = createStaticServer({ root: path.join(work, 'releases'), port: RELEASES_PORT, cors: true });
  return releases.start();
}, 180_000);

afterAll(async () => {
  await releases?.stop();
  rmSync(work, { recursive: true, force: true });
});

const aboutTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const remotesPanel = (page: Page) => page.getByRole('complementary', { name: 'Remotes' });

async function newPage(): Promise<Page> {
  return (await shop.browser.newContext({ viewport: DESKTOP })).newPage();
}

/** The shell's own script files the page loaded: the same names mean the same shell build. */
function shellScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && r.url().startsWith(shop.stack.url) && scripts.push(new URL(r.url()).pathname));
  return scripts;
}

test('one changed entry of the runtime config: the next page load uses the new release, the shell is not rebuilt', async () => {
  const page = await newPage();
  const shellLoads = shellScripts(page);
  await page.goto(`${shop.stack.url}/about?debug=remotes`);
  await expect(aboutTitle(page).innerText()).resolves.toBe('About Oja Express');
  await remotesPanel(page).getByText('mf_marketing 1.0.0 · contracts').waitFor();

  const stock = JSON.parse(readFileSync(configFile, 'utf8'));
  writeConfig({ ...stock, remotes: { mf_marketing: NEXT_MANIFEST } });
  try {
    const firstLoad = shellLoads.splice(0);
    const fromReleases: string[] = [];
    page.on('request', (r) => r.url().startsWith(RELEASES) && fromReleases.push(r.url()));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await remotesPanel(page).getByText('mf_marketing 1.1.0 · contracts').waitFor();
    expect(fromReleases).toContain(NEXT_MANIFEST);
    expect(shellLoads.sort()).toEqual(firstLoad.sort());
  } finally {
    // Rolling back is the same one-line change.
    writeConfig(stock);
  }
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'About Oja Express' }).waitFor();
  await page.context().close();
});

test('a preview from an allow-listed origin loads the branch build for the session, then ends', async () => {
  const page = await newPage();
  await page.goto(`${shop.stack.url}/about?preview=${encodeURIComponent(`mf_marketing@${NEXT_MANIFEST}`)}`);
  await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
  await page.getByRole('status').filter({ hasText: `Preview: mf_marketing from ${NEXT_MANIFEST}` }).waitFor();

  // Kept for the session: a later page without the parameter still previews…
  await page.goto(`${shop.stack.url}/about`);
  await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
  // …but no other session.
  const other = await newPage();
  await other.goto(`${shop.stack.url}/about`);
  await expect(aboutTitle(other).innerText()).resolves.toBe('About Oja Express');
  await other.context().close();

  await page.getByRole('button', { name: 'End preview' }).click();
  await page.getByRole('heading', { level: 1, name: 'About Oja Express' }).waitFor();
  expect(await page.getByRole('button', { name: 'End preview' }).count()).toBe(0);
  await page.context().close();
});

test('a preview from an origin the config does not list is refused, says why, and loads nothing from it', async () => {
  const page = await newPage();
  const elsewhere = `http://127.0.0.1:${E2E_PORT + 71}`;
  const asked: string[] = [];
  page.on('request', (r) => r.url().startsWith(elsewhere) && asked.push(r.url()));
  await page.goto(`${shop.stack.url}/about?preview=${encodeURIComponent(`mf_marketing@${elsewhere}/mf-manifest.json`)}`);
  await page.getByRole('alert').filter({ hasText: `Preview of mf_marketing refused: ${elsewhere} is not an allowed preview origin.` }).waitFor();
  await expect(aboutTitle(page).innerText()).resolves.toBe('About Oja Express');
  expect(asked).toEqual([]);

  // A production config lists no preview origin: every preview is refused.
  const stock = JSON.parse(readFileSync(configFile, 'utf8'));
  writeConfig({ ...stock, previewOrigins: [] });
  try {
    await page.goto(`${shop.stack.url}/about?preview=${encodeURIComponent(`mf_marketing@${NEXT_MANIFEST}`)}`);
    await page.getByRole('alert').filter({ hasText: 'Preview of mf_marketing refused: Previews are not allowed on this shop.' }).waitFor();
    await expect(aboutTitle(page).innerText()).resolves.toBe('About Oja Express');
  } finally {
    writeConfig(stock);
  }
  await page.context().close();
});

test('the new release renders the page’s HTML on the server too: no shell rebuild, no deploy of the render function', async () => {
  const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  const stock = JSON.parse(readFileSync(configFile, 'utf8'));
  writeConfig({ ...stock, remotes: { mf_marketing: NEXT_MANIFEST } });
  try {
    // The render function reads config.json and the release's server entry again within a second.
    await page.goto(`${shop.stack.url}/about`);
    while ((await page.getByRole('heading', { level: 1, name: NEW_TITLE }).count()) === 0) await page.reload();
    // Its pictures are the release's own files.
    await expect(page.locator(`main img[src^="${RELEASES}/mf-marketing/1.1.0/assets/"]`).count()).resolves.toBeGreaterThan(0);
  } finally {
    writeConfig(stock);
  }
  while ((await page.getByRole('heading', { level: 1, name: 'About Oja Express' }).count()) === 0) await page.reload();
  await context.close();
});
