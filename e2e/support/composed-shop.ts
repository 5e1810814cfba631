import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { sharedStack } from './shared-stack';
import { OWN_STACK_PORT, STACK_START_TIMEOUT_MS, startTestStack, type TestStack } from './stack';

export interface ShopOptions {
  /** Added to the environment of a stack of the file's own (SHOP_CONFIG, CATALOG_COUNT…). */
  env?: NodeJS.ProcessEnv;
  /**
   * A stack of the file's own, as `npm start` starts it: for a file that counts the whole catalog, stops
   * its servers, or must not see what other files listed, sold or signed up. Implied by `env`.
   */
  fresh?: boolean;
}

/**
 * The composed stack and a browser for one journey file, ready before its tests. The run's shared stack
 * (shared-stack.ts) unless the file asks for its own, which is started before its tests and stopped after.
 */
export function composedShop({ env, fresh = env !== undefined }: ShopOptions = {}): { readonly stack: TestStack; readonly browser: Browser } {
  const shop = {} as { stack: TestStack; browser: Browser };
  beforeAll(async () => {
    shop.stack = (!fresh && sharedStack()) || (await startTestStack(env, OWN_STACK_PORT));
    shop.browser = await launchBrowser();
  }, STACK_START_TIMEOUT_MS);
  afterAll(async () => {
    await shop.browser?.close();
    await shop.stack?.stop();
  });
  return shop;
}
