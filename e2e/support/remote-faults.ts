import type { Page, Route } from 'playwright-core';

/** What the browser sees of a remote that misbehaves; `heal` makes it answer normally again. */
export interface Fault {
  heal(): Promise<void>;
}

/**
 * Takes a page's fault away (a page carries one at a time). A request already in the fault's handler
 * (a link warming the manifest, say) still gets the fault's answer, as from a server mid-redeploy:
 * removed while it ran, Playwright would answer it normally and the handler's own answer would then
 * throw 'Route is already handled!' outside any test.
 */
const healPage = (page: Page) => page.unrouteAll({ behavior: 'wait' });

const rewriteManifest = async (route: Route, change: (manifest: { metaData: Record<string, unknown> & { buildInfo: Record<string, unknown>; remoteEntry: { name: string } } }) => void) => {
  const response = await route.fetch();
  const manifest = await response.json();
  change(manifest);
  await route.fulfill({ response, json: manifest });
};

/** The manifest answers 500 (a broken deploy or an origin in trouble). */
export async function manifestAnswers500(page: Page, manifestUrl: string): Promise<Fault> {
  const handler = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  await page.route(manifestUrl, handler);
  return { heal: () => healPage(page) };
}

/** The manifest of a build made against another major of shared-contracts. */
export async function builtAgainstContracts(page: Page, manifestUrl: string, version: string): Promise<Fault> {
  const handler = (route: Route) => rewriteManifest(route, (m) => void (m.metaData.buildInfo.contractsVersion = version));
  await page.route(manifestUrl, handler);
  return { heal: () => healPage(page) };
}

/**
 * The manifest is held until `release()`: the shell's timeout passes and its fallback shows, then the
 * late answer arrives (`arrived` resolves once the browser has it).
 */
export async function manifestHeld(page: Page, manifestUrl: string): Promise<Fault & { release(): void; arrived: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue();
    arrived();
  };
  await page.route(manifestUrl, handler);
  return { release, arrived: arrival, heal: () => healPage(page) };
}

/**
 * The remote's entry is swapped for a container whose screen throws while rendering, as long as
 * `window.__remoteBroken` is true; healing clears the flag (the remote's trouble is over) and it then
 * renders 'The screen is back'.
 */
export async function screenThrows(page: Page, manifestUrl: string, globalName: string, contractsVersion: string): Promise<Fault> {
  const entryUrl = new URL('broken-entry.js', manifestUrl).toString();
  const manifestHandler = (route: Route) => rewriteManifest(route, (m) => void (m.metaData.remoteEntry.name = 'broken-entry.js'));
  const container = `
    window.__remoteBroken = true;
    window[${JSON.stringify(globalName)}] = {
      init() {},
      get() {
        function Screen() {
          if (window.__remoteBroken) throw new Error('The screen failed while rendering');
          return 'The screen is back';
        }
        return Promise.resolve(() => ({ default: Screen, contractsVersion: ${JSON.stringify(contractsVersion)} }));
      },
    };`;
  await page.route(manifestUrl, manifestHandler);
  await page.route(entryUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: container }));
  return {
    heal: async () => {
      await healPage(page);
      await page.evaluate(() => void ((window as unknown as { __remoteBroken: boolean }).__remoteBroken = false));
    },
  };
}
