// The bench's signed-in routes: a new shopper signs up once, then each route is opened in a fresh
// page load and measured like the public routes (only what arrives after the shopper's last page settled).
import type { Browser, Page } from 'playwright-core';
import { recordScripts, sharedCopies, summarise, type BenchStack, type RouteSummary, type ScriptLoad } from './js-loads';
import { signUpNewShopper, watchNetwork, type Network } from './sign-in';

/** Opens `route` in a fresh load once the page is quiet; resolves to its JS summary once it is quiet again. */
export async function loadRoute(
  page: Page,
  network: Network,
  { url, appByPort }: BenchStack,
  route: string,
  ready: () => Promise<unknown> = () => page.locator('#main h1').first().waitFor(),
): Promise<{ scripts: ScriptLoad[]; summary: RouteSummary }> {
  await network.idle();
  const scripts = recordScripts(page, appByPort);
  await page.goto(`${url}${route}`);
  await ready();
  await network.idle();
  return { scripts, summary: { route, ...summarise(scripts.slice()), ...(await sharedCopies(page)) } };
}

/** Signs a new shopper up in a fresh context; `run(page, network)` then measures what it wants. */
export async function asNewShopper<T>(browser: Browser, url: string, run: (page: Page, network: Network) => Promise<T>): Promise<T> {
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
export function measureSignedInRoutes(browser: Browser, stack: BenchStack, routes: string[]): Promise<RouteSummary[]> {
  return asNewShopper(browser, stack.url, async (page, network) => {
    const rows: RouteSummary[] = [];
    for (const route of routes) rows.push((await loadRoute(page, network, stack, route)).summary);
    return rows;
  });
}
