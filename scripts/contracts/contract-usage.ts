// Which packages use each export of shared-contracts, read from the import declarations of every package's
// sources (tests included): the contracts keep only what crosses a boundary (issue 31). SWC parses, as jest does.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/** The packages that may import the contracts; shared-contracts' own files never count. */
export const CONTRACT_USERS = ['shell', 'mf-marketing', 'mf-catalog', 'mf-checkout', 'mf-account', 'functions'] as const;

const SOURCE = /\.(ts|tsx)$/;
type Node = { type?: string; [key: string]: unknown };

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', 'dist', '.cache'].includes(name) ? [] : sourcesUnder(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

const parse = (file: string) => parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('x') }).body as unknown as Node[];
const nameOf = (node: unknown) => (node as { value: string }).value;

/** A relative module specifier as a file: `./ports` is `./ports.ts`, `./ports/index.ts`… */
function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** The names a module exports, following `export * from` and `export { … } from`. */
function exportsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  for (const statement of parse(file)) {
    if (statement.type === 'ExportAllDeclaration') {
      exportsOf(resolve(file, nameOf(statement.source)), seen).forEach((n) => names.add(n));
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const spec of statement.specifiers as Node[]) {
        if (spec.type === 'ExportSpecifier') names.add(nameOf(spec.exported ?? spec.orig));
        if (spec.type === 'ExportNamespaceSpecifier') names.add(nameOf(spec.name));
      }
    } else if (statement.type === 'ExportDeclaration') {
      const decl = statement.declaration as Node;
      if (decl.type === 'VariableDeclaration') for (const d of decl.declarations as Node[]) names.add(nameOf((d.id as Node)));
      else names.add(nameOf(decl.identifier ?? decl.id));
    }
  }
  return names;
}

/** Every name exported by each entry point of the contracts' package.json (`shared-contracts`, `shared-contracts/schemas`…). */
export function contractExports(root: string): Map<string, Set<string>> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8')) as { exports: Record<string, string> };
  return new Map(
    Object.entries(pkg.exports)
      .filter(([, file]) => SOURCE.test(file))
      .map(([subpath, file]) => [subpath === '.' ? 'shared-contracts' : `shared-contracts/${subpath.slice(2)}`, exportsOf(path.join(root, 'shared-contracts', file))]),
  );
}

/** The names a package imports from the contracts: named imports and re-exports, and `ns.Name` of a namespace import. */
export function importsOf(root: string, pkg: string): Set<string> {
  const used = new Set<string>();
  for (const file of sourcesUnder(path.join(root, pkg))) {
    if (!readFileSync(file, 'utf8').includes('shared-contracts')) continue;
    const body = parse(file);
    const namespaces = new Set<string>();
    for (const statement of body) {
      const source = statement.source as Node | undefined;
      if (!source || !nameOf(source).startsWith('shared-contracts')) continue;
      for (const spec of (statement.specifiers ?? []) as Node[]) {
        if (spec.type === 'ImportSpecifier') used.add(nameOf(spec.imported ?? spec.local));
        if (spec.type === 'ExportSpecifier') used.add(nameOf(spec.orig));
        if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(nameOf(spec.local));
      }
    }
    if (namespaces.size === 0) continue;
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const n = node as Node;
      const inNamespace = (object: unknown) => (object as Node | undefined)?.type === 'Identifier' && namespaces.has(nameOf(object));
      if (n.type === 'MemberExpression' && inNamespace(n.object) && (n.property as Node).type === 'Identifier') used.add(nameOf(n.property));
      if (n.type === 'TsQualifiedName' && inNamespace(n.left)) used.add(nameOf(n.right));
      Object.values(n).forEach(visit);
    };
    visit(body);
  }
  return used;
}

/** Each export of the contracts, with the packages that use it. */
export function contractUsage(root: string): Map<string, string[]> {
  const names = new Set([...contractExports(root).values()].flatMap((set) => [...set]));
  const imports = CONTRACT_USERS.map((pkg) => [pkg, importsOf(root, pkg)] as const);
  return new Map([...names].sort().map((name) => [name, imports.filter(([, used]) => used.has(name)).map(([pkg]) => pkg)]));
}
