import type { Page } from 'playwright-core';

/**
 * For `context.addInitScript`: records every element taken out of `#root` from the page's first byte on.
 * Hydrating the server's HTML in place removes none; a boundary React gave up on is removed and drawn again.
 */
export const recordRemovals = () => {
  const removed: string[] = [];
  (window as unknown as { removedElements: string[] }).removedElements = removed;
  new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
      for (const node of record.removedNodes) {
        // A drawer the test opened and closed is the page at work, not drawn again.
        if (node instanceof Element && !node.closest('[role="dialog"]') && !node.querySelector('[role="dialog"]')) removed.push(node.outerHTML.slice(0, 120));
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

/** What `recordRemovals` saw on this page so far. */
export const removedElements = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);

/**
 * The shop's code runs on the page: a server-rendered area holds its controls in a disabled fieldset until it
 * has hydrated (its code starts after the first paint), a client-rendered one enables them as it draws.
 */
export const hydrated = (page: Page) => page.locator('#main fieldset:not(:disabled)').first().waitFor({ state: 'attached' });
