import { readFileSync } from 'node:fs';
import path from 'node:path';

// public/appearance.js paints the remembered theme before any bundle loads (no flash of the wrong
// theme). It cannot import shared-contracts, so this checks it reads what the shell writes. It is a
// file, not an inline script: the shop's Content-Security-Policy allows no inline script.
const publicDir = path.join(__dirname, '../../public');
const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8');
const script = readFileSync(path.join(publicDir, 'appearance.js'), 'utf8');

function runWith(stored: string | null) {
  const root = document.documentElement;
  root.removeAttribute('data-theme');
  root.removeAttribute('data-motion');
  if (stored === null) localStorage.removeItem('appearance');
  else localStorage.setItem('appearance', stored);
  new Function(script)();
  return { theme: root.getAttribute('data-theme'), motion: root.getAttribute('data-motion') };
}

describe("the early appearance script (public/appearance.js)", () => {
  it('is loaded in the page head without defer or async, so it runs before the first paint', () => {
    const tag = /<script\b[^>]*\bsrc="\/appearance\.js"[^>]*><\/script>/.exec(html)?.[0];
    expect(tag).toBeDefined();
    expect(tag).not.toMatch(/\b(defer|async|type)\b/);
    expect(html.indexOf(tag!)).toBeLessThan(html.indexOf('</head>'));
    expect(script).toContain("localStorage.getItem('appearance')");
  });

  it('leaves no inline script in index.html (the policy would refuse it)', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
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
