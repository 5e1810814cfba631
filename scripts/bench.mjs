// `npm run bench`: what every route ships and how fast it shows. Builds the apps, serves the stack, first
// sends it the cold burst (scripts/bench/cold-burst.ts; `--no-cold-burst` skips it: 50 Place Orders and 50
// catalog visitors at once on the freshly started server, every one to be answered), then opens each route in Chromium and reports gzip bytes of JS by app (start-up, remoteEntry, route chunks), copies
// of shared libraries and any Firebase SDK code, then what signing in loads (scripts/bench/sign-in.ts),
// what checkout and Place Order load (scripts/bench/checkout.ts) and each account route
// (scripts/bench/signed-in-routes.ts); then Lighthouse on mobile settings for the key pages against the
// targets of scripts/bench/targets.ts (scripts/bench/lighthouse.ts; `--no-lighthouse` skips it), and each public page
// beside its limit, the same page saved as static HTML (scripts/bench/static-limit.ts). Before the browser, the
// rendered pages (scripts/bench/rendered-pages.ts; `--no-rendered` skips it): time to first byte of each
// server-rendered route, cold, rendered and revalidated, and a load run of 50 visitors over them (0 errors).
// `--json out.json` saves the run; `--compare before.json` prints ratios against an earlier run;
// `--runs N` sets how many Lighthouse runs each page's median is taken from (3); `--hosting` serves the
// shop's files through the Firebase Hosting emulator and firebase.json's rules; `--products N` sets the bench's
// catalog (CATALOG_COUNT, 200 by default).
// Then the catalog at scale (scripts/bench/catalog-scale.ts; `--no-scale` skips it): the bench's store and a
// second stack with `--scale-products N` catalog products (100,000) and `--scale-listings N` listings (10,000),
// the data of the catalog's pages and the server query's p50 and p95 at both sizes, a load run of
// `--load-visitors N` (50) for `--load-seconds N` (30) and Lighthouse on the catalog's pages with the large store.
// Then the flash sale (scripts/bench/flash-sale.ts; `--no-flash-sale` skips it): 20 buyers at once sharing 50
// units of one listing until it sells out, with no warm-up, checked exact (every unit sold once, none twice, no error).
// Exits non-zero when Firebase code is in the start-up JS of a FIREBASE_FREE route, payment code loads
// before Place Order, a Lighthouse run fails or asks for anything off this machine, the catalog at scale
// cannot be measured (its store not started or not seeded whole) or its load run has any error, the
// flash sale is not exact, a call of the cold burst went unanswered, or the crash run lost an acknowledged order
// or found the stores apart.
// Then the crash run (scripts/bench/crash/crash-run.ts; `--no-crash` skips it, about 8 minutes): the whole
// stack killed with SIGKILL mid-burst at 10 points and started again over its data, every time.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./ts-require.cjs');
const { presentApps } = require('./stack/apps.ts');
const { buildApps, buildServer } = require('./stack/build.ts');
const { startStack } = require('./stack/stack.ts');
const { startHostedShop } = require('./stack/hosted-shop.ts');
const { recordScripts, summarise, sharedCopies } = require('./bench/js-loads.ts');
const { startupPackages } = require('./bench/startup-packages.ts');
const { measureSignIn } = require('./bench/sign-in.ts');
const { measureCheckout, paystackChunkKb } = require('./bench/checkout.ts');
const { measureSignedInRoutes } = require('./bench/signed-in-routes.ts');
const { measureLighthouse } = require('./bench/lighthouse.ts');
const { lighthouseLines, compareLines } = require('./bench/lighthouse-report.ts');
const { HOME_JS_KB, ROUTE_OWN_KB } = require('./bench/targets.ts');
const { launchBenchBrowser } = require('./bench/browser.ts');
const { chromiumPath } = require('./stack/chromium-path.ts');
const { countFlag, scaleOptions } = require('./bench/scale-options.ts');
const { measureSmallStore, measureLargeStore, scaleSkipReason } = require('./bench/catalog-scale.ts');
const { loadFailed, scaleCompareLines, scaleLines } = require('./bench/scale-report.ts');
const { flashSaleExact, flashSaleLines, measureFlashSale } = require('./bench/flash-sale.ts');
const { coldBurstAnswered, coldBurstLines, measureColdBurst, stockedProducts } = require('./bench/cold-burst.ts');
const { crashLines, crashRunExact, measureCrashes } = require('./bench/crash/crash-run.ts');
const { measureRenderedPages, renderedPagesLines } = require('./bench/rendered-pages.ts');
const { removeStaticCopies, saveStaticCopies, staticLimitLines } = require('./bench/static-limit.ts');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ROUTES = ['/notfound', '/', '/about', '/collections', '/early-bird-registration', '/products', '/catergories', '/register', '/login'];
// The account area, for a signed-in shopper (issue 6).
const ACCOUNT_ROUTES = ['/account', '/settings', '/orders/all', '/notifications', '/create'];
// Browsing must not pay for sign-in: the Firebase SDK loads when identity is first needed (issue 4).
const FIREBASE_FREE = (route) => route === '/' || route === '/products' || route.startsWith('/products/');
// Read before building: a mistyped number stops the bench at once.
const scale = scaleOptions(args);
const products = countFlag(args, '--products');

// The browser of the byte counts and of Lighthouse: Debian's Chromium when installed, else the npm package's.
process.env.CHROME_PATH ??= await chromiumPath();
if (!args.includes('--no-build')) {
  buildApps(presentApps(), { quiet: true });
  buildServer({ quiet: true });
}
// Its own ports (the Auth emulator's too), so a running shop or journeys are not disturbed.
const benchPort = Number(process.env.BENCH_PORT) || 3400;
// Its buyers and sellers all call from this machine's one address, where a shop would see one each.
const benchEnv = { ...process.env, SHOP_SHOPPERS_PER_ADDRESS: '1000', ...(products ? { CATALOG_COUNT: String(products) } : {}) };
const stackStartedAt = Date.now();
const stack = await startStack({ env: { ...benchEnv, PORT: String(benchPort), AUTH_PORT: String(benchPort + 99) } });
const stackStartMs = Date.now() - stackStartedAt;
// `--hosting`: the shop's files through the Firebase Hosting emulator and firebase.json's rules instead of the
// stack's own static servers (issue 20), over the same catalog and servers.
const hosted = args.includes('--hosting') ? await startHostedShop(stack, { port: benchPort + 80 }) : null;
const shopUrl = hosted?.url ?? stack.url;
const appByPort = hosted?.appByPort ?? Object.fromEntries(presentApps().map((a) => [String(stack.ports[a.dir]), a.dir]));
if (stack.servers.catalog) {
  // One product page, whichever the local catalog lists first.
  const { products } = await (await fetch(`http://127.0.0.1:${stack.ports.catalog}/products?limit=1&select=title`)).json();
  ROUTES.push(`/products/${products[0].title.toLowerCase().replace(/\s+/g, '-')}`);
}
// Lighthouse's pages (a run each takes 10-40 s): home, the listing, a product, categories; then /checkout signed in.
// Each page's row is the median of LIGHTHOUSE_RUNS runs (`--runs N`): one run's TBT can swing by 100 ms.
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_ROUTES = ['/', '/products', ...ROUTES.filter((r) => r.startsWith('/products/')), '/catergories'];
// The routes whose first view the server renders (issue 41): their time to first byte and a load run of 50 visitors.
const RENDERED_ROUTES = ['/', '/about', '/collections', '/early-bird-registration', '/products', '/products?sort=price-low&page=2', ...ROUTES.filter((r) => r.startsWith('/products/')), '/catergories'];
const SHELL_DIST = `${ROOT}shell/dist`;

// First, while the server is cold (only the catalog answered once, to say it was ready): the cold burst.
let coldBurst = null;
let coldBurstError = null;
if (!args.includes('--no-cold-burst') && stack.servers.auth) {
  try {
    const serverUrl = String(stack.config.accountStore.url);
    coldBurst = await measureColdBurst({ authUrl: String(stack.config.identity.emulatorUrl), serverUrl, productIds: await stockedProducts(serverUrl) });
  } catch (error) {
    coldBurstError = error;
  }
}

// Then the rendered pages, through the stack's shell server as Hosting's rewrite sends them: the first request of
// each is the render function's first (a cold render).
let renderedPages = null;
let renderedPagesError = null;
if (!args.includes('--no-rendered') && stack.servers.auth) {
  try {
    renderedPages = await measureRenderedPages(stack.url, RENDERED_ROUTES);
  } catch (error) {
    renderedPagesError = error;
  }
}

const browser = await launchBenchBrowser();

const rows = [];
let signIn = null;
let signInError = null;
let checkout = null;
let checkoutError = null;
let accountRows = null;
let accountError = null;
let lighthouse = null;
let lighthouseError = null;
let staticCopies = null;
let staticLimit = null;
// The catalog at scale: the small store is this stack, measured while it runs; the large one starts after,
// while this one idles (the searches are timed at both sizes in turn).
const scaleSkipped = scale ? scaleSkipReason(stack) : '--no-scale';
let scalePlan = null;
let scaleError = null;
let scaleResult = null;
let flashSale = null;
let flashSaleError = null;
try {
  try {
    await measureJs();
    // Each public page of Lighthouse's, saved as static HTML once it has drawn: its limit (scripts/bench/static-limit.ts).
    if (!args.includes('--no-lighthouse')) staticCopies = await saveStaticCopies(browser, shopUrl, LIGHTHOUSE_ROUTES, SHELL_DIST);
  } finally {
    await browser.close();
  }
  if (!args.includes('--no-lighthouse')) {
    try {
      lighthouse = await measureLighthouse({
        url: shopUrl,
        appByPort,
        ports: stack.ports,
        debuggingPort: benchPort + 50,
        routes: LIGHTHOUSE_ROUTES,
        signedIn: stack.servers.auth ? '/checkout' : undefined,
        runs: Number(option('--runs') ?? LIGHTHOUSE_RUNS),
      });
      // One run each: a page with no script varies little.
      staticLimit = await measureLighthouse({ url: shopUrl, appByPort, ports: stack.ports, debuggingPort: benchPort + 50, routes: Object.values(staticCopies), runs: 1 });
    } catch (error) {
      lighthouseError = error;
    } finally {
      removeStaticCopies(SHELL_DIST);
    }
  }
  if (!scaleSkipped) {
    try {
      scalePlan = await measureSmallStore(stack, { startMs: stackStartMs });
    } catch (error) {
      scaleError = error;
    }
  }
  if (!args.includes('--no-flash-sale') && stack.servers.auth) {
    try {
      flashSale = await measureFlashSale({ authUrl: String(stack.config.identity.emulatorUrl), serverUrl: String(stack.config.accountStore.url) });
    } catch (error) {
      flashSaleError = error;
    }
  }
} finally {
  await hosted?.stop();
  // The small store stays up, idle, while the large one is measured: its searches are timed beside the large one's.
  if (!scalePlan) await stack.stop();
}
if (scalePlan) {
  try {
    scaleResult = await measureLargeStore(scalePlan, {
      env: benchEnv,
      port: benchPort + 100,
      options: scale,
      lighthouse: args.includes('--no-lighthouse') ? null : { runs: Number(option('--runs') ?? LIGHTHOUSE_RUNS), routes: LIGHTHOUSE_ROUTES, shellDist: SHELL_DIST },
    });
  } finally {
    await stack.stop();
  }
}
// The crash run: a stack of its own (ports 3600-3699), once the bench's is stopped.
let crashes = null;
let crashError = null;
if (!args.includes('--no-crash') && stack.servers.auth) {
  try {
    crashes = await measureCrashes({ port: benchPort + 200 });
  } catch (error) {
    crashError = error;
  }
}

/** The byte tables: each public route, signing in, checkout and the account area. */
async function measureJs() {
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = recordScripts(page, appByPort);
    await page.goto(`${shopUrl}${route}`);
    await page.locator('#main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    rows.push({ route, ...(await sharedCopies(page)), ...summarise(scripts) });
    await context.close();
  }
  try {
    if (stack.servers.auth) signIn = await measureSignIn(browser, { url: shopUrl, appByPort });
  } catch (error) {
    signInError = error;
  }
  try {
    if (stack.servers.auth) checkout = await measureCheckout(browser, { url: shopUrl, appByPort });
  } catch (error) {
    checkoutError = error;
  }
  try {
    if (stack.servers.auth) accountRows = await measureSignedInRoutes(browser, { url: shopUrl, appByPort }, ACCOUNT_ROUTES);
  } catch (error) {
    accountError = error;
  }
}

const kb = (n) => `${n.toFixed(1)} KB`;
const firebase = (r) => (r.firebaseKb ? kb(r.firebaseKb) : 'none');
const remotesOf = (r) => Object.entries(r.byApp).filter(([app]) => app !== 'shell');
const label = (r) => `${r.route}${remotesOf(r).length ? ` (${remotesOf(r).map(([a]) => a).join(', ')})` : ''}`;
const labelWidth = Math.max(26, ...rows.map((r) => label(r).length + 2));
const line = (cells) => cells.map((c, i) => (i ? c.padStart(13) : c.padEnd(labelWidth))).join('');
const tableRow = (r) => {
  const entry = remotesOf(r).reduce((s, [, a]) => s + a.remoteEntry, 0);
  const chunks = remotesOf(r).reduce((s, [, a]) => s + a.chunks, 0);
  return line([label(r), kb(r.totalKb), kb(r.byApp.shell?.chunks ?? 0), kb(entry), kb(chunks), String(r.requests), String(r.copies), firebase(r)]);
};
const header = line(['route', 'total', 'shell', 'remote entry', 'route chunks', 'files', 'copies', 'firebase']);
const firebaseFiles = (r) => r.files.filter((f) => f.firebase);

console.log('\nJS shipped per route (gzip; shell = start-up JS, the same on every route; copies = most copies of any shared library):\n');
console.log(header);
for (const r of rows) console.log(tableRow(r));
// The start-up JS is the same on every route: the page with no remote shows it alone.
const startup = startupPackages(ROOT, rows[0].files.map((f) => f.file));
console.log('\nStart-up JS by package (from the source maps; minified, and gzip of each alone):');
for (const p of startup.filter((x) => x.kb >= 0.5)) console.log(`  ${p.name.padEnd(50)} ${kb(p.kb).padStart(9)} ${kb(p.gzipKb).padStart(9)}`);
const home = rows.find((r) => r.route === '/');
console.log(`\nHome route: ${kb(home.totalKb)} of JS, target ${HOME_JS_KB} KB: ${home.totalKb <= HOME_JS_KB ? 'within' : `over by ${kb(home.totalKb - HOME_JS_KB)}`}.`);
// Every page the byte tables opened, public or signed in.
const measured = [...rows, signIn, checkout?.route, checkout?.payment, ...(accountRows ?? [])].filter(Boolean);
const duplicated = measured.filter((r) => r.duplicated.length);
console.log(`Shared libraries loaded more than once: ${duplicated.length ? `FOUND ${duplicated.map((r) => `${r.route} (${r.duplicated.join(', ')})`).join('; ')}` : `none (one copy of each on all ${measured.length} pages)`}.`);

const firebaseFree = rows.filter((r) => FIREBASE_FREE(r.route));
const leaks = firebaseFree.filter((r) => firebaseFiles(r).length);
console.log(`Firebase in the start-up JS of ${firebaseFree.map((r) => r.route).join(', ')}: budget none, ${leaks.length ? 'FOUND' : 'none'}.`);
for (const r of leaks) console.log(`  ${r.route}: ${firebaseFiles(r).map((f) => `${f.file} ${kb(f.kb)}`).join(', ')}`);

const catalogRoutes = rows.filter((r) => r.byApp['mf-catalog']);
if (catalogRoutes.length) {
  console.log(`\nCatalog routes: JS on top of the shell (target: at most ${ROUTE_OWN_KB} KB each):`);
  for (const r of catalogRoutes) {
    const own = r.totalKb - (r.byApp.shell?.chunks ?? 0);
    console.log(`  ${r.route.slice(0, 40).padEnd(42)} ${kb(own).padStart(9)}  ${own <= ROUTE_OWN_KB ? 'within' : 'over'}`);
  }
}

if (signIn) {
  const settled = signIn.beforeClick;
  console.log(`\nSigning in: /register settled (${kb(settled.totalKb)}, firebase ${firebase(settled)}), then 'Sign up with Google',`);
  console.log("the emulator's account chooser, a new account, on to /shop. JS the click-through loads (gzip):\n");
  console.log(header);
  console.log(tableRow({ ...signIn, route: 'sign-in' }));
  console.log(`\nSigning in loads ${kb(signIn.totalKb)} gzip of JS, ${firebase(signIn)} of it Firebase SDK code; the files:`);
  const width = Math.max(...signIn.files.map((f) => f.file.length));
  for (const f of signIn.files) console.log(`  ${f.file.padEnd(width)} ${kb(f.kb).padStart(9)}${f.firebase ? '  firebase' : ''}`);
} else {
  console.log(`\nSigning in: not measured (${signInError ? `failed: ${signInError.message}` : 'this stack runs no Auth emulator'}).`);
}

if (checkout) {
  const { route, payment, paymentBeforeClick } = checkout;
  const own = route.totalKb - (route.byApp.shell?.chunks ?? 0);
  console.log('\nCheckout: a signed-in shopper with one cart line opens /checkout (a fresh load), walks to Final Review');
  console.log('and presses Place Order (the sandbox gateway). JS loaded (gzip):\n');
  console.log(header);
  console.log(tableRow(route));
  console.log(tableRow(payment));
  console.log(`\n/checkout's own JS on top of the shell: ${kb(own)} (target: at most ${ROUTE_OWN_KB} KB): ${own <= ROUTE_OWN_KB ? 'within' : 'over'}.`);
  console.log(`Payment code loaded before Place Order: ${paymentBeforeClick.length ? `FOUND (${paymentBeforeClick.map((f) => f.file).join(', ')})` : 'none'}.`);
  console.log(`Place Order loads ${kb(payment.totalKb)}: ${payment.files.map((f) => `${f.file} ${kb(f.kb)}`).join(', ')}.`);
  const paystack = paystackChunkKb();
  if (paystack) console.log(`Paystack's SDK (provider "paystack" only, loaded on Place Order): ${kb(paystack)}.`);
} else {
  console.log(`\nCheckout: not measured (${checkoutError ? `failed: ${checkoutError.message}` : 'this stack runs no Auth emulator'}).`);
}

if (accountRows) {
  console.log('\nThe account area, signed in, each route a fresh load (gzip):\n');
  console.log(header);
  for (const r of accountRows) console.log(tableRow(r));
  console.log(`\nAccount routes: JS on top of the shell (target: at most ${ROUTE_OWN_KB} KB each):`);
  for (const r of accountRows) {
    const own = r.totalKb - (r.byApp.shell?.chunks ?? 0);
    console.log(`  ${r.route.padEnd(42)} ${kb(own).padStart(9)}  ${own <= ROUTE_OWN_KB ? 'within' : 'over'}`);
  }
} else {
  console.log(`\nThe account area: not measured (${accountError ? `failed: ${accountError.message}` : 'this stack runs no Auth emulator'}).`);
}

if (lighthouse) {
  console.log('');
  for (const text of lighthouseLines(lighthouse)) console.log(text);
} else {
  console.log(`\nLighthouse: not run (${lighthouseError ? `failed: ${lighthouseError.message}` : '--no-lighthouse'}).`);
}

if (lighthouse && staticLimit) {
  for (const text of staticLimitLines(lighthouse.pages, staticLimit.pages, staticCopies)) console.log(text);
  for (const { route, message } of staticLimit.failures) console.log(`Lighthouse on the static copy ${route}: FAILED (${message})`);
}

if (renderedPages) {
  for (const text of renderedPagesLines(renderedPages)) console.log(text);
} else {
  console.log(`\nRendered pages: not measured (${renderedPagesError ? `failed: ${renderedPagesError.message}` : stack.servers.auth ? '--no-rendered' : 'no local shop server'}).`);
}

if (scaleResult) {
  for (const text of scaleLines(scaleResult, lighthouse?.pages.find((p) => p.route === '/') ?? null)) console.log(text);
} else {
  console.log(`\nThe catalog at scale: not measured (${scaleError ? `failed: ${scaleError.message}` : scaleSkipped}).`);
}

if (coldBurst) {
  for (const text of coldBurstLines(coldBurst)) console.log(text);
} else {
  console.log(`\nCold burst: not run (${coldBurstError ? `failed: ${coldBurstError.message}` : stack.servers.auth ? '--no-cold-burst' : 'no local shop server'}).`);
}

if (flashSale) {
  for (const text of flashSaleLines(flashSale)) console.log(text);
} else {
  console.log(`\nFlash sale: not run (${flashSaleError ? `failed: ${flashSaleError.message}` : stack.servers.auth ? '--no-flash-sale' : 'no local shop server'}).`);
}

if (crashes) {
  for (const text of crashLines(crashes)) console.log(text);
} else {
  console.log(`\nCrash run: not run (${crashError ? `failed: ${crashError.message}` : stack.servers.auth ? '--no-crash' : 'no local shop server'}).`);
}

const before = option('--compare');
if (before) {
  // Runs saved before the sign-in measurement are a bare array of routes; older runs lack the rest.
  const saved = JSON.parse(readFileSync(before, 'utf8'));
  const old = Array.isArray(saved) ? saved : [...saved.routes, saved.signIn, saved.checkout?.route, saved.checkout?.payment, ...(saved.account ?? [])].filter(Boolean);
  console.log('\nAgainst', before, '(after / before), JS per route:');
  for (const r of measured) {
    const o = old.find((x) => x.route === r.route);
    if (o) console.log(`  ${r.route.padEnd(labelWidth)} ${(r.totalKb / o.totalKb).toFixed(2)}x`);
  }
  if (lighthouse && saved.lighthouse) {
    console.log('\nLighthouse, after / before:\n');
    for (const text of compareLines(lighthouse.pages, saved.lighthouse.pages)) console.log(text);
  } else if (lighthouse) {
    console.log(`\n${before} has no Lighthouse run to compare with.`);
  }
  if (scaleResult && saved.scale) for (const text of scaleCompareLines(scaleResult, saved.scale)) console.log(text);
}
const out = option('--json');
if (out) writeFileSync(out, JSON.stringify({ routes: rows, startup, signIn, checkout, account: accountRows, lighthouse, staticLimit, renderedPages, scale: scaleResult, coldBurst, flashSale, crashes }, null, 2));
const lighthouseBroken = lighthouseError || lighthouse?.failures.length || lighthouse?.pages.some((p) => p.external.length);
const scaleLighthouse = scaleResult?.lighthouse;
const scaleBroken =
  scaleError ||
  scaleResult?.error ||
  (scaleResult?.seeding && scaleResult.seeding.done < scaleResult.seeding.count) ||
  loadFailed(scaleResult?.load ?? null) ||
  scaleLighthouse?.failures.length ||
  scaleLighthouse?.pages.some((p) => p.external.length);
const renderedBroken = renderedPagesError || (renderedPages && renderedPages.load.errors > 0);
if (renderedBroken || leaks.length || signInError || checkoutError || accountError || checkout?.paymentBeforeClick.length || lighthouseBroken || scaleBroken || flashSaleError || (flashSale && !flashSaleExact(flashSale)) || coldBurstError || (coldBurst && !coldBurstAnswered(coldBurst)) || crashError || (crashes && !crashRunExact(crashes))) process.exitCode = 1;
