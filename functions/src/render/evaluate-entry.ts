import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

// Any file of this folder resolves Node's built-in modules (a bundled __filename is not a real path).
const nodeRequire = createRequire(path.join(process.cwd(), 'index.js'));
const BUILTINS = new Set(builtinModules);

/**
 * Runs a server entry (a CommonJS bundle, rspack.base.ts `serverEntry`) fetched from the site, as Node runs a
 * module: its `require` gives Node's built-in modules and, by name, the modules in `provided` (the shell's
 * shared singletons for a remote), and nothing else, so an entry cannot reach the function's own code.
 */
export function evaluateEntry(source: string, url: string, provided: Record<string, unknown> = {}): unknown {
  const run = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: url }) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const require = (id: string) => {
    if (Object.hasOwn(provided, id)) return provided[id];
    if (BUILTINS.has(id.replace(/^node:/, ''))) return nodeRequire(id);
    throw new Error(`${url} requires ${id}, which is neither shared nor built into Node`);
  };
  const module = { exports: {} as unknown };
  run(module.exports, require, module, url, '');
  return module.exports;
}
