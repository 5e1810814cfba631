// `npm run bench`: what every route ships. Builds the apps, serves the stack, opens each route in
// Chromium and reports gzip bytes of JS by app (start-up, remoteEntry, route chunks) and React copies.
// `--json out.json` saves the run; `--compare before.json` prints ratios against an earlier run.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { ROOT, presentApps } = require('./stack/apps.cjs');
const { buildApps } = require('./stack/build.cjs');
const { startStack } = require('./stack/stack.cjs');

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const { benchListingRules } = require('./bench/listing-rules.cjs');
const ROUTES = ['/notfound', '/', '/about', '/collections', '/early-bird-registration', '/products', '/catergories'];
const HOME_BUDGET_KB = 200;

if (!args.includes('--no-build')) buildApps(presentApps(), { quiet: true });
// Its own ports (the Auth emulator's too), so a running shop or journeys are not disturbed.
const benchPort = Number(process.env.BENCH_PORT) || 3400;
const stack = await startStack({ env: { ...process.env, PORT: String(benchPort), AUTH_PORT: String(benchPort + 99) } });
const appByPort = Object.fromEntries(presentApps().map((a) => [String(stack.ports[a.dir]), a.dir]));
if (stack.servers.catalog) {
  // One product page, whichever the local catalog lists first.
  const { products } = await (await fetch(`http://127.0.0.1:${stack.ports.catalog}/products?limit=1&select=title`)).json();
  ROUTES.push(`/products/${products[0].title.toLowerCase().replace(/\s+/g, '-')}`);
}
const gzipOf = (dir, pathname) => {
  const file = path.join(ROOT, dir, 'dist', pathname);
  return existsSync(file) ? zlib.gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const rows = [];
try {
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.push({ app: appByPort[url.port] ?? url.host, pathname: url.pathname });
    });
    await page.goto(`${stack.url}${route}`);
    await page.locator('#main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const reactCopies = await page.evaluate(() => {
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      const from = new Set();
      for (const scopes of Object.values(share))
        for (const libs of Object.values(scopes))
          for (const entry of Object.values(libs['react-dom'] ?? {})) if (entry.loaded) from.add(entry.from);
      return from.size;
    });
    const row = { route, reactCopies, requests: scripts.length, byApp: {} };
    for (const s of scripts) {
      const kb = gzipOf(s.app, s.pathname) / 1024;
      const kind = s.pathname.endsWith('remoteEntry.js') ? 'remoteEntry' : 'chunks';
      row.byApp[s.app] ??= { remoteEntry: 0, chunks: 0 };
      row.byApp[s.app][kind] += kb;
    }
    row.totalKb = Object.values(row.byApp).reduce((sum, a) => sum + a.remoteEntry + a.chunks, 0);
    rows.push(row);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}

const kb = (n) => `${n.toFixed(1)} KB`;
console.log('\nJS shipped per route (gzip; shell = start-up JS, the same on every route):\n');
console.log(['route', 'total', 'shell', 'remote entry', 'route chunks', 'files', 'react copies'].map((h, i) => (i ? h.padStart(13) : h.padEnd(26))).join(''));
for (const r of rows) {
  const shell = r.byApp.shell?.chunks ?? 0;
  const remotes = Object.entries(r.byApp).filter(([app]) => app !== 'shell');
  const entry = remotes.reduce((s, [, a]) => s + a.remoteEntry, 0);
  const chunks = remotes.reduce((s, [, a]) => s + a.chunks, 0);
  const label = `${r.route}${remotes.length ? ` (${remotes.map(([a]) => a).join(', ')})` : ''}`;
  console.log([label.padEnd(26), kb(r.totalKb), kb(shell), kb(entry), kb(chunks), String(r.requests), String(r.reactCopies)].map((c, i) => (i ? c.padStart(13) : c)).join(''));
}
const home = rows.find((r) => r.route === '/');
console.log(`\nHome route: ${kb(home.totalKb)} of JS, budget ${HOME_BUDGET_KB} KB: ${home.totalKb <= HOME_BUDGET_KB ? 'within' : `over by ${kb(home.totalKb - HOME_BUDGET_KB)}`}.`);

const catalogRoutes = rows.filter((r) => r.byApp['mf-catalog']);
if (catalogRoutes.length) {
  console.log('\nCatalog routes: JS on top of the shell (aim: under 40 KB each):');
  for (const r of catalogRoutes) {
    const own = r.totalKb - (r.byApp.shell?.chunks ?? 0);
    console.log(`  ${r.route.slice(0, 40).padEnd(42)} ${kb(own).padStart(9)}  ${own <= 40 ? 'within' : 'over'}`);
  }
}

const rules = benchListingRules({ count: Number(option('--products')) || 10_000 });
console.log(`\nListing rules over ${rules.count.toLocaleString('en')} products, ${rules.runs} runs (a frame is 16 ms; aim under 5 ms):`);
for (const s of rules.scenarios) {
  console.log(`  ${s.name.padEnd(48)} median ${s.medianMs.toFixed(2)} ms, worst ${s.worstMs.toFixed(2)} ms (${s.results} results)`);
}

const before = option('--compare');
if (before) {
  const old = JSON.parse(readFileSync(before, 'utf8'));
  console.log('\nAgainst', before, '(after / before):');
  for (const r of rows) {
    const o = old.find((x) => x.route === r.route);
    if (o) console.log(`  ${r.route.padEnd(26)} ${(r.totalKb / o.totalKb).toFixed(2)}x`);
  }
}
const out = option('--json');
if (out) writeFileSync(out, JSON.stringify(rows, null, 2));
