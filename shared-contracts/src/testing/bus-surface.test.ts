import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBus } from '../events/bus';
import { busSurfaceOf, EMITTING_HOOKS, recordBus } from './bus-surface';

let dir: string;
const write = (files: Record<string, string>) =>
  Object.entries(files).forEach(([name, code]) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bus-surface-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('busSurfaceOf', () => {
  it('reads the exposed modules and what they import, and finds emits, listeners and emitting hooks', () => {
    write({
      'expose/Shop.tsx': "export { Shop as default } from '../screens/Shop';\nexport const v = 1;\n",
      'screens/Shop.tsx': [
        "import './Shop.module.css';",
        "import { add } from './cart';",
        "const Panel = lazy(() => import('../components/Panel'));",
        'export function Shop() {',
        '  const toast = useToast();',
        "  bus.on(\"session:changed\", follow);",
        '}',
      ].join('\n'),
      'screens/cart.ts': "export const add = (bus) =>\n  bus.emit('cart:add', { product });\n",
      'components/Panel/index.tsx': "// bus.emit('cart:explode') in a comment does not count\nuseBus().emit('announce', { message: 'http://x' });\n",
      // Not reached from an exposed module: never counted.
      'screens/Shop.test.tsx': "harness.bus.emit('cart:clear');",
      'harness/routes.tsx': "bus.on('toast', show);",
    });
    const surface = busSurfaceOf(dir);
    expect(surface.emits).toEqual(['announce', 'cart:add', 'toast']);
    expect(surface.listens).toEqual(['session:changed']);
    expect(surface.sites['cart:add']).toEqual([path.join('screens', 'cart.ts') + ':2']);
    expect(surface.sites.toast).toEqual([path.join('screens', 'Shop.tsx') + ':5']);
    expect(surface.files).toEqual(
      ['components/Panel/index.tsx', 'expose/Shop.tsx', 'screens/Shop.tsx', 'screens/cart.ts'].map((f) => path.join(...f.split('/'))),
    );
  });

  it("counts every 'a:b' name of a file whose emit takes its name from a variable", () => {
    write({
      'expose/Notes.tsx': "import { clear } from '../clear';",
      'clear.ts': [
        'const clearThrough = (event) => bus.emit(event);',
        "export const clear = () => clearThrough('notifications:clear-read');",
        "export const all = () => clearThrough('notifications:clear-all');",
      ].join('\n'),
    });
    expect(busSurfaceOf(dir).emits).toEqual(['notifications:clear-all', 'notifications:clear-read']);
  });

  it('fails, never finds nothing, when it cannot tell what a variable emit sends', () => {
    write({ 'expose/X.tsx': "import '../send';", 'send.ts': 'export const send = (name) => bus.emit(name);' });
    expect(() => busSurfaceOf(dir)).toThrow('busSurfaceOf: cannot tell which event send.ts:1 emits (name)');
  });

  it('fails on a folder with no exposed modules', () => {
    expect(() => busSurfaceOf(path.join(dir, 'nowhere'))).toThrow('busSurfaceOf: no exposed modules');
  });

  it("knows every hook of shared-contracts' platform that emits for its caller", () => {
    const platform = readFileSync(path.join(__dirname, '../react/platform.tsx'), 'utf8');
    const hooks = [...platform.matchAll(/export (?:function (use\w+)|const (use\w+) =)([\s\S]*?)(?=\nexport |$)/g)];
    expect(hooks.length).toBeGreaterThan(4);
    const emitting = Object.fromEntries(
      hooks.flatMap(([, fn, arrow, body]) => [...body!.matchAll(/\.emit\(\s*'([^']+)'/g)].map((m) => [fn ?? arrow, m[1]])),
    );
    expect(emitting).toEqual(EMITTING_HOOKS);
  });
});

describe('recordBus', () => {
  it('records every event and payload in order', () => {
    const bus = createBus();
    const record = recordBus(bus);
    bus.emit('cart:open');
    bus.emit('announce', { message: 'one' });
    bus.emit('announce', { message: 'two' });
    expect(record.events.map((e) => e.name)).toEqual(['cart:open', 'announce', 'announce']);
    expect(record.payloadsOf('announce')).toEqual([{ message: 'one' }, { message: 'two' }]);
  });
});
