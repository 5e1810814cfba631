import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The page's one react-router is the subset in react-router-provided.ts: a name an app imports
// that is missing there is undefined at run time, on the composed page and on a remote's own page.
const root = path.join(__dirname, '../..');
const APPS = ['shell', 'mf-marketing', 'mf-catalog', 'mf-checkout', 'mf-account', 'shared-contracts'];
const ROUTER_IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+'react-router(?:-dom)?'/g;

// Where the whole library is imported instead: the shell's server entry bundles it and hands it to remotes'
// server entries (rspack.base.ts), and jest's render helpers run only in jest.
const NOT_IN_BROWSER = new Set(['shell/src/server', 'mf-account/src/server', 'mf-catalog/src/server', 'mf-checkout/src/server', 'shell/src/testing', 'shared-contracts/src/testing/render.tsx']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (NOT_IN_BROWSER.has(path.relative(root, file))) return [];
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function providedNames(text: string): string[] {
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router-full'/.exec(text)?.[1] ?? '';
  return list.split(',').map((name) => name.trim()).filter(Boolean);
}

/** Each value import from react-router: `file: name`, or `file: <what>` when it cannot be checked. */
function routerImports(file: string, text: string): string[] {
  return [...text.matchAll(ROUTER_IMPORT)].flatMap(([, typeOnly, clause]) => {
    if (typeOnly) return [];
    if (!clause!.startsWith('{')) return [`${file}: ${clause}`];
    return clause!
      .slice(1, -1)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => `${file}: ${name.split(/\s+as\s+/)[0]}`);
  });
}

const provided = new Set(providedNames(readFileSync(path.join(__dirname, 'react-router-provided.ts'), 'utf8')));

test('the provided subset re-exports names that exist in react-router', () => {
  const real = jest.requireActual<Record<string, unknown>>('react-router');
  expect(provided.size).toBeGreaterThan(5);
  expect([...provided].filter((name) => real[name] === undefined)).toEqual([]);
});

/** Every react-router name the apps' browser code imports, as `file: name`, read once. */
const USED = APPS.flatMap((app) =>
  sources(path.join(root, app, 'src')).flatMap((file) => routerImports(path.relative(root, file), readFileSync(file, 'utf8'))),
);

test('every react-router name the apps import is in the provided subset', () => {
  expect(USED.length).toBeGreaterThan(20);
  expect(USED.filter((entry) => !provided.has(entry.split(': ')[1]!))).toEqual([]);
});

// Every route ships the subset whole: a name no app imports is bytes for nothing.
test('the subset provides only names an app imports', () => {
  const names = new Set(USED.map((entry) => entry.split(': ')[1]));
  expect([...provided].filter((name) => !names.has(name))).toEqual([]);
});

test('the scan sees multi-line, renamed, type-only and namespace imports', () => {
  const text = `import {\n  Link,\n  useNavigate as go,\n  type To,\n} from 'react-router-dom';\nimport type { Location } from 'react-router';\nimport * as R from 'react-router';`;
  expect(routerImports('x.tsx', text)).toEqual(['x.tsx: Link', 'x.tsx: useNavigate', 'x.tsx: * as R']);
});
