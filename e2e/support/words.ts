import type { Frame, Page } from 'playwright-core';

/**
 * The words of 20 characters or fewer (amounts and page numbers included) that a line break splits,
 * in what is on screen in `scope`: measured as a shopper sees them, one word's rectangles on one line.
 * Each comes with the element's text, to say where.
 */
export function brokenWords(page: Page | Frame, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    const range = document.createRange();
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        // A compound may wrap after its hyphen (Long-Wear), as print does; its parts may not.
        for (const match of (node.textContent ?? '').matchAll(/(?:[^\s-]|(?<!\p{L})-|-(?!\p{L}))+/gu)) {
          if (match[0].length > 20) continue;
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`${match[0]} (in "${element.textContent?.trim().slice(0, 60)}")`);
        }
      }
    }
    return broken;
  }, scope);
}
