// The README onboards: it stays short, and a newcomer who follows it finds every path it names and every
// npm command it gives.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const ROOT_ENTRIES = new Set(readdirSync(ROOT));
const scriptsOf = (dir: string): Record<string, string> => JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts ?? {};

/**
 * Paths from the repository's root the README names, in backticks or as bare `docs/…` references: anything
 * with a slash, no spaces, whose first folder is one of the root's (`src/` alone names a remote's folder).
 */
export function namedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  const bare = [...text.matchAll(/(?:^|[\s(])((?:docs|scripts|e2e)\/[\w./-]+[\w/])/gm)].map((m) => m[1]!);
  return [...new Set([...quoted, ...bare])]
    .filter((p) => p.includes('/') && !/^(https?:|\/|\.\/|-)/.test(p) && !p.includes('://') && !/[{}<>*…=]/.test(p))
    .map((p) => p.replace(/[.,:;]$/, ''))
    .filter((p) => ROOT_ENTRIES.has(p.split('/')[0]!));
}

/** Each `npm run X [-w pkg]` and `npm X` the README gives as code, as [workspace or '.', script]. */
export function npmCommands(text: string): [string, string][] {
  const code = [...text.matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((m) => m[0]).join('\n');
  return [...code.matchAll(/npm (?:run )?([\w:-]+)(?: -w ([\w-]+))?/g)]
    .map((m): [string, string] => [m[2] ?? '.', m[1]!])
    .filter(([, script]) => script !== 'install');
}

test('the README is at most about 150 lines', () => {
  expect(README.split('\n').length).toBeLessThanOrEqual(150);
});

test('every path the README names exists', () => {
  const paths = namedPaths(README);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([]);
});

test('every npm command the README gives is a script of its package', () => {
  const commands = npmCommands(README);
  expect(commands).toContainEqual(['.', 'start']);
  expect(commands).toContainEqual(['.', 'test']);
  expect(commands.filter(([dir, script]) => !scriptsOf(dir)[script]).map(([dir, script]) => `${dir}: ${script}`)).toEqual([]);
});

test('the checks find a path or a command that is not there', () => {
  expect(namedPaths('see `docs/nowhere.md` and scripts/gone/x.ts.')).toEqual(['docs/nowhere.md', 'scripts/gone/x.ts']);
  expect(npmCommands('`npm run nothing -w mf-catalog`, `npm test`, `npm install`, and npm packages in prose')).toEqual([
    ['mf-catalog', 'nothing'],
    ['.', 'test'],
  ]);
});
