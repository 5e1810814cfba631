// The bench's signed-in routes: a new shopper signs up once, then each route is opened in a fresh
// page load and measured like the public routes (only what arrives after the shopper's last page settled).
const { recordScripts, sharedCopies, summarise } = require('./js-loads.cjs');
const { signUpNewShopper, watchNetwork } = require('./sign-in.cjs');

/** Opens `route` in a fresh load once the page is quiet; resolves to its JS summary once it is quiet again. */
async function loadRoute(page, network, { url, appByPort }, route, ready = () => page.locator('#main h1').first().waitFor()) {
  await network.idle();
  const scripts = recordScripts(page, appByPort);
  await page.goto(`${url}${route}`);
  await ready();
  await network.idle();
  return { scripts, summary: { route, ...summarise(scripts.slice()), ...(await sharedCopies(page)) } };
}

/** Signs a new shopper up in a fresh context; `run(page, network)` then measures what it wants. */
async function asNewShopper(browser, url, run) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    await page.goto(`${url}/register?debug`);
    await signUpNewShopper(page);
    return await run(page, network);
  } finally {
    await context.close();
  }
}

/** Each route's JS for a signed-in shopper. */
function measureSignedInRoutes(browser, stack, routes) {
  return asNewShopper(browser, stack.url, async (page, network) => {
    const rows = [];
    for (const route of routes) rows.push((await loadRoute(page, network, stack, route)).summary);
    return rows;
  });
}

module.exports = { asNewShopper, loadRoute, measureSignedInRoutes };
