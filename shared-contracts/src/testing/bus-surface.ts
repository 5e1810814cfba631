import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ShopBus } from '../events/bus';
import type { ShopEventName } from '../events/shop-events';

/** What a remote's code sends and hears on the bus, found by reading its source. */
export interface BusSurface {
  /** Event names it emits, sorted. */
  emits: string[];
  /** Event names it listens to, sorted. */
  listens: string[];
  /** Where each name was found ('screens/X/X.tsx:12'), for a failing test to point at. */
  sites: Record<string, string[]>;
  /** The files read, relative to the source folder. */
  files: string[];
}

/**
 * Hooks of shared-contracts that emit for their caller (react/platform.tsx). A hook added there
 * that emits must be added here; bus-surface.test.ts checks the two agree.
 */
export const EMITTING_HOOKS: Record<string, ShopEventName> = { useToast: 'toast' };

const SOURCE = /\.tsx?$/;
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const CALL = /\.(emit|on)\(\s*(?:(['"])([^'"]*)\2|([^)\s,]+))/g;
const HOOK = new RegExp(`\\b(${Object.keys(EMITTING_HOOKS).join('|')})\\(`, 'g');
/** The shape of an event name with a colon; bare names (toast, announce) must be emitted literally. */
const EVENT_LITERAL = /['"]([a-z]+(?:-[a-z]+)*:[a-z]+(?:-[a-z]+)*)['"]/g;

/** Blanks out comments (keeping line breaks) so a comment that shows an emit is not taken for one. */
function withoutComments(code: string): string {
  return code.replace(/('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, literal) =>
    literal ? match : match.replace(/[^\n]/g, ' '),
  );
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Reads the code a remote runs inside the shop: its exposed modules (`src/expose/*`) and every file
 * they import, relatively, to the end. Test files, the harness and the standalone page's bootstrap
 * are not reached, so they never count. Finds `x.emit('name'`, `x.on('name'` and the emitting hooks
 * of shared-contracts (useToast). An emit of a name held in a variable counts every 'a:b' name
 * written in the same file; a file with such an emit and no such name is an error, never a silent gap.
 */
export function busSurfaceOf(srcDir: string): BusSurface {
  const exposeDir = path.join(srcDir, 'expose');
  if (!existsSync(exposeDir)) throw new Error(`busSurfaceOf: no exposed modules in ${exposeDir}`);
  const queue = readdirSync(exposeDir)
    .filter((name) => SOURCE.test(name))
    .map((name) => path.join(exposeDir, name));
  const seen = new Set<string>();
  const emits = new Set<string>();
  const listens = new Set<string>();
  const sites: Record<string, string[]> = {};

  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = withoutComments(readFileSync(file, 'utf8'));
    const where = (index: number) => `${path.relative(srcDir, file)}:${code.slice(0, index).split('\n').length}`;
    const found = (into: Set<string>, name: string, index: number) => {
      into.add(name);
      const site = where(index);
      if (!sites[name]?.includes(site)) (sites[name] ??= []).push(site);
    };

    for (const [, spec] of code.matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, spec!);
      if (target) queue.push(target);
    }
    for (const match of code.matchAll(HOOK)) found(emits, EMITTING_HOOKS[match[1]!]!, match.index);
    for (const match of code.matchAll(CALL)) {
      const [, method, , literal, dynamic] = match;
      const into = method === 'emit' ? emits : listens;
      if (literal !== undefined && !dynamic) {
        found(into, literal, match.index);
        continue;
      }
      const names = [...code.matchAll(EVENT_LITERAL)];
      if (names.length === 0) {
        throw new Error(`busSurfaceOf: cannot tell which event ${where(match.index)} ${method === 'emit' ? 'emits' : 'listens to'} (${dynamic})`);
      }
      names.forEach((name) => found(into, name[1]!, name.index));
    }
  }

  return {
    emits: [...emits].sort(),
    listens: [...listens].sort(),
    sites,
    files: [...seen].map((file) => path.relative(srcDir, file)).sort(),
  };
}

export interface BusRecord {
  /** Every event that reached the bus, in order. */
  events: { name: ShopEventName; payload: unknown }[];
  /** The payloads of one event, in order. */
  payloadsOf(name: ShopEventName): unknown[];
}

/** Records what reaches a bus (a harness's: a payload that breaks the contract never reaches it). */
export function recordBus(bus: ShopBus): BusRecord {
  const events: BusRecord['events'] = [];
  bus.on('*', (name, payload) => events.push({ name, payload }));
  return { events, payloadsOf: (name) => events.filter((e) => e.name === name).map((e) => e.payload) };
}
