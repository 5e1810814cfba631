import { readFileSync } from 'node:fs';
import path from 'node:path';

// The inline script of index.html paints the remembered theme before any bundle loads (no flash of
// the wrong theme). It cannot import shared-contracts, so this checks it reads what the shell writes.
const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runWith(stored: string | null) {
  const root = document.documentElement;
  root.removeAttribute('data-theme');
  root.removeAttribute('data-motion');
  if (stored === null) localStorage.removeItem('appearance');
  else localStorage.setItem('appearance', stored);
  new Function(inline)();
  return { theme: root.getAttribute('data-theme'), motion: root.getAttribute('data-motion') };
}

describe("index.html's early appearance script", () => {
  it('is in the page head, before the app', () => {
    expect(inline).toContain("localStorage.getItem('appearance')");
    expect(html.indexOf(inline)).toBeLessThan(html.indexOf('<body'));
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
