import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixture');

/** dependency-cruiser with the house's rules over `dirs` of `cwd`, reporting as `npm run lint:deps` does, or as JSON. */
const run = (cwd: string, dirs: string[], output: 'err' | 'json') =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...dirs, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', output], {
    cwd,
    encoding: 'utf8',
  });

function cruise(cwd: string, dirs: string[]) {
  const output = JSON.parse(run(cwd, dirs, 'json').stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return {
    // The exit code `npm test` stops on.
    status: run(cwd, dirs, 'err').status,
    violations: output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\//, 'node_modules/')}`).sort(),
  };
}

test('each rule of the house fails the check on a house that breaks it', () => {
  const { status, violations } = cruise(FIXTURE, ['shell/src', 'mf-alpha/src', 'mf-beta/src', 'shared-contracts/src', 'shop-ui/src', 'functions/src']);
  expect(status).not.toBe(0);
  expect(violations).toEqual([
    'contracts-import-an-app: shared-contracts/src/index.js → shell/src/app.js',
    'feature-imports-another-feature: mf-alpha/src/cart/cart.js → mf-alpha/src/wishlist/heart.js',
    'no-circular: mf-beta/src/a.js → mf-beta/src/b.js',
    'remote-imports-another-app: mf-alpha/src/screen.js → mf-beta/src/widget.js',
    'server-folder-without-a-layer: functions/src/gifts/gift.js → functions/src/orders/order.js',
    'server-folders-in-layers: functions/src/payments/verify.js → functions/src/orders/order.js',
    'server-imports-an-app: functions/src/index.js → mf-beta/src/widget.js',
    'shared-imports-a-feature: mf-alpha/src/shared/price.js → mf-alpha/src/wishlist/heart.js',
    'shell-imports-an-app: shell/src/app.js → mf-alpha/src/screen.js',
    'ui-kit-imports-the-shop: shop-ui/src/price.js → shared-contracts/src/index.js',
    'undeclared-dependency: mf-alpha/src/screen.js → node_modules/mitt/index.d.ts',
  ]);
}, 30_000);

test("each package's type check refuses what the package does not declare", () => {
  // The fixture is a browser package with the settings of a real one (types-fixture/README.md).
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', path.join(__dirname, 'types-fixture'), '--pretty', 'false'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(result.status).not.toBe(0);
  const errors = [...result.stdout.matchAll(/types-fixture\/browser\/(src\/[\w-]+\.ts)\(\d+,\d+\): error (TS\d+)/g)].map(([, file, code]) => `${file} ${code}`);
  expect([...new Set(errors)].sort()).toEqual([
    'src/reaches-into-shell.ts TS6059',
    'src/reaches-into-shell.ts TS6307',
    'src/reads-node.ts TS2591',
    'src/uses-jest.ts TS2304',
  ]);
  // A refused build writes nothing, not even beside the shell file it reached for.
  expect(existsSync(path.join(ROOT, 'shell/src/config/config-request.d.ts'))).toBe(false);
}, 60_000);
