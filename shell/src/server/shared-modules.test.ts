/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_ON_SERVER } from './shared-modules';

const root = path.join(__dirname, '../../..');

/** rspack.base.ts's shared singletons: its SHARED_LIBRARIES and the UI kit's parts (an ES module jest cannot load). */
function sharedSingletons(): string[] {
  const base = readFileSync(path.join(root, 'rspack.base.ts'), 'utf8');
  const libraries = [.../const SHARED_LIBRARIES = \[([^\]]*)\]/.exec(base)![1]!.matchAll(/'([^']+)'/g)].map(([, name]) => name!);
  const kit = JSON.parse(readFileSync(path.join(root, 'shop-ui/package.json'), 'utf8')) as { exports: Record<string, string> };
  const parts = Object.keys(kit.exports).filter((entry) => !entry.endsWith('.css') && entry !== './gallery').map((entry) => `shop-ui/${entry.slice(2)}`);
  return [...libraries, ...parts];
}

// A remote's server entry takes every shared singleton from the shell's (its externals): one the shell's
// entry lacks would stop that remote's server render, leaving its area to the browser on every page.
test('the shell’s server entry hands remotes every shared singleton but the browser’s root API', () => {
  const expected = sharedSingletons().filter((name) => name !== 'react-dom/client');
  expect(expected.length).toBeGreaterThan(15);
  expect(Object.keys(SHARED_ON_SERVER).sort()).toEqual(expected.sort());
  for (const [name, module] of Object.entries(SHARED_ON_SERVER)) expect({ name, loaded: typeof module === 'object' && module !== null }).toEqual({ name, loaded: true });
});
