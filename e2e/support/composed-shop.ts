import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { STACK_START_TIMEOUT_MS, startTestStack, type TestStack } from './stack';

/** The composed stack and a browser for one journey file, started before its tests and stopped after. */
export function composedShop(env?: NodeJS.ProcessEnv): { readonly stack: TestStack; readonly browser: Browser } {
  const shop = {} as { stack: TestStack; browser: Browser };
  beforeAll(async () => {
    shop.stack = await startTestStack(env);
    shop.browser = await launchBrowser();
  }, STACK_START_TIMEOUT_MS);
  afterAll(async () => {
    await shop.browser?.close();
    await shop.stack?.stop();
  });
  return shop;
}
