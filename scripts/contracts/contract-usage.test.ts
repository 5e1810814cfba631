import path from 'node:path';
import { contractExports, contractUsage } from './contract-usage';
import { isServerPayloadSchema, SINGLE_PACKAGE_EXPORTS } from './single-package-exports';

const ROOT = path.resolve(__dirname, '../..');

test('reads which packages use each export: named, renamed, re-exported, type-only and through a namespace', () => {
  const usage = contractUsage(path.join(__dirname, 'fixture'));
  expect(Object.fromEntries(usage)).toEqual({
    toKobo: ['shell', 'mf-catalog'],
    Shared: ['shell', 'mf-catalog'],
    RENAMED: ['shell'],
    nobody: [],
    OrderSchema: ['functions'],
    Order: ['functions'],
  });
});

test('every export of shared-contracts is used by two packages or more, or the allow-list says why not', () => {
  const usage = contractUsage(ROOT);
  const schemas = [...contractExports(ROOT)].flatMap(([entry, names]) => [...names].filter((name) => isServerPayloadSchema(entry, name)));
  const explained = (name: string) => name in SINGLE_PACKAGE_EXPORTS || schemas.includes(name);
  const unexplained = [...usage].filter(([name, users]) => users.length < 2 && !explained(name)).map(([name, users]) => `${name} (${users.join(', ') || 'no package'})`);
  expect(unexplained).toEqual([]);
});

test('the allow-list names only exports that need it', () => {
  const usage = contractUsage(ROOT);
  const stale = Object.keys(SINGLE_PACKAGE_EXPORTS).filter((name) => (usage.get(name)?.length ?? 2) >= 2);
  expect(stale).toEqual([]);
});
