// Each public page's limit (issue 41): the same page saved as static HTML, its rendered DOM and CSS with no
// script, served from the shell's site and measured by Lighthouse beside the real page. What a shopper could
// see if the HTML carried the whole view; the real page's LCP is reported as a ratio to it, with the targets.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { LighthouseRow } from './lighthouse';

/** Where the copies are served from: a folder of the shell's built site, removed after the run. */
export const STATIC_FOLDER = 'bench-static';

/** The targets of issue 41 for a public page. */
export const PAGE_TARGETS = { score: 98, lcpRatio: 1.3, lcpMs: 1500, fcpMs: 1000, tbtMs: 150, cls: 0 };

const copyName = (route: string) => `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`;

/**
 * Saves each route, once it has drawn and its network is idle, as `<shellDist>/bench-static/<name>.html`: the
 * document as it is, every script and script hint removed. Returns each route's copy's path on the site.
 */
export async function saveStaticCopies(browser: Browser, shopUrl: string, routes: readonly string[], shellDist: string): Promise<Record<string, string>> {
  const folder = path.join(shellDist, STATIC_FOLDER);
  mkdirSync(folder, { recursive: true });
  const copies: Record<string, string> = {};
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shopUrl}${route}`);
    await page.locator('#main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      doc.querySelectorAll('script, link[rel="modulepreload"], link[as="script"], link[as="fetch"]').forEach((node) => node.remove());
      return `<!doctype html>${doc.outerHTML}`;
    });
    writeFileSync(path.join(folder, copyName(route)), html);
    copies[route] = `/${STATIC_FOLDER}/${copyName(route)}`;
    await context.close();
  }
  return copies;
}

export const removeStaticCopies = (shellDist: string) => rmSync(path.join(shellDist, STATIC_FOLDER), { recursive: true, force: true });

type Row = Pick<LighthouseRow, 'route' | 'score' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls'>;

/** The table: each page beside its static copy, LCP as a ratio to the copy's, and which targets it misses. */
export function staticLimitLines(pages: readonly Row[], copies: readonly Row[], copyOf: Record<string, string>, heading = 'Each public page against its limit'): string[] {
  const t = PAGE_TARGETS;
  const s = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
  const out = [
    `\n${heading}, the same page saved as static HTML (targets: score ≥ ${t.score}, LCP ≤ ${t.lcpRatio}x the limit and ≤ ${s(t.lcpMs)},`,
    `FCP ≤ ${s(t.fcpMs)}, TBT ≤ ${t.tbtMs} ms, CLS ${t.cls}):\n`,
    `${'page'.padEnd(44)}${['score', 'LCP', 'FCP', 'TBT', 'CLS', 'limit', 'limit LCP', 'LCP ratio'].map((c) => c.padStart(10)).join('')}  missed`,
  ];
  for (const page of pages) {
    const copy = copies.find((c) => c.route === copyOf[page.route]);
    if (!copy) continue;
    const ratio = page.lcpMs !== null && copy.lcpMs ? page.lcpMs / copy.lcpMs : null;
    const missed = [
      page.score < t.score && 'score',
      (ratio === null || ratio > t.lcpRatio || (page.lcpMs ?? Infinity) > t.lcpMs) && 'LCP',
      (page.fcpMs ?? Infinity) > t.fcpMs && 'FCP',
      (page.tbtMs ?? Infinity) > t.tbtMs && 'TBT',
      (page.cls ?? Infinity) > t.cls && 'CLS',
    ].filter(Boolean);
    const cells = [String(page.score), s(page.lcpMs), s(page.fcpMs), `${Math.round(page.tbtMs ?? NaN)} ms`, (page.cls ?? NaN).toFixed(3), String(copy.score), s(copy.lcpMs), ratio === null ? '—' : `${ratio.toFixed(2)}x`];
    out.push(`${page.route.slice(0, 42).padEnd(44)}${cells.map((c) => c.padStart(10)).join('')}  ${missed.join(', ') || 'none'}`);
  }
  return out;
}
