import { readFileSync } from 'node:fs';
import path from 'node:path';

// The page's inline script paints the remembered theme before any file loads (no flash of the wrong theme). It
// cannot import shared-contracts, so this checks it reads what the shell writes. The Content-Security-Policy
// allows it by its hash (scripts/stack/csp.ts), and no other inline script.
const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
const inline = scripts.filter(([, attributes]) => !/\bsrc="/.test(attributes!));
const script = inline[0]?.[2] ?? '';

function runWith(stored: string | null) {
  const root = document.documentElement;
  root.removeAttribute('data-theme');
  root.removeAttribute('data-motion');
  if (stored === null) localStorage.removeItem('appearance');
  else localStorage.setItem('appearance', stored);
  new Function(script)();
  return { theme: root.getAttribute('data-theme'), motion: root.getAttribute('data-motion') };
}

describe("the page's early appearance script", () => {
  it('is the one inline script, in the head, neither deferred nor a module: it runs before the first paint', () => {
    expect(inline).toHaveLength(1);
    expect(inline[0]![1]).toBe('');
    expect(html.indexOf(inline[0]![0])).toBeLessThan(html.indexOf('</head>'));
    expect(script).toContain('localStorage.getItem("appearance")');
  });

  it('leaves every other script a file and no inline event handler (the policy would refuse them)', () => {
    for (const [, attributes, body] of scripts.filter((s) => s !== inline[0])) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('applies a remembered light or dark theme and animations off', () => {
    expect(runWith('{"theme":"dark","animations":false}')).toEqual({ theme: 'dark', motion: 'reduced' });
    expect(runWith('{"theme":"light","animations":true}')).toEqual({ theme: 'light', motion: null });
  });

  it('leaves the device in charge for system, nothing stored, or anything broken', () => {
    expect(runWith('{"theme":"system","animations":true}')).toEqual({ theme: null, motion: null });
    expect(runWith(null)).toEqual({ theme: null, motion: null });
    expect(runWith('not json')).toEqual({ theme: null, motion: null });
    expect(runWith('null')).toEqual({ theme: null, motion: null });
    expect(runWith('{"theme":"<img>"}')).toEqual({ theme: null, motion: null });
  });
});
