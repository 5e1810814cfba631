import { chromium, type Browser, type Page } from 'playwright-core';

// The runner (scripts/e2e.ts) names it: Debian's, or the npm package's (scripts/stack/chromium-path.ts).
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium, headless, with the flags that keep it off this machine's closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/** A fresh page (own storage) that fails the test on any uncaught page error. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
