import type { Page } from 'playwright-core';

/** Action-named helpers of the journeys. */

/** Emits as a remote would, once the shell exposes its bus (`?debug`), which it does when its stores listen. */
export async function emitOnBus(page: Page, event: string, payload?: unknown): Promise<void> {
  await page.waitForFunction(() => '__shopBus' in window);
  await page.evaluate(
    ([name, data]) => (window as unknown as { __shopBus: { emit(n: string, d: unknown): void } }).__shopBus.emit(name as string, data),
    [event, payload] as const,
  );
}

export const SAMPLE_PRODUCT = {
  id: 'e2e-1',
  name: 'Wireless Headphones',
  image: '',
  price: 25000,
  discountPrice: 19999,
  sellerId: '000000',
};

/**
 * A message a screen reader hears: inside a live region (the shell's own, or the toasts' container)
 * or an alert/status, whichever remote caused it.
 */
export function announced(page: Page, text: string | RegExp) {
  return page.locator('[aria-live="polite"], [aria-live="assertive"], [role="alert"], [role="status"]').getByText(text).first();
}

/** The panel a failed remote shows in its own area. */
export function unavailablePanel(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
}

export function shareScopeProviders(page: Page, lib: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const from = new Set<string>();
    for (const scopes of Object.values(share))
      for (const libs of Object.values(scopes))
        for (const entry of Object.values(libs[name] ?? {})) if (entry.loaded) from.add(entry.from);
    return [...from];
  }, lib);
}

/**
 * Waits until the field with this label holds `value`: for values that arrive after the page, such as the
 * profile a signed-in page reads again from the account after a reload.
 */
export async function fieldHolds(page: Page, label: string, value: string): Promise<void> {
  const field = await page.getByLabel(label).elementHandle();
  await page.waitForFunction(([element, expected]) => (element as HTMLInputElement).value === expected, [field, value] as const);
}
