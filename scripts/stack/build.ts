// Production builds of the apps, one after another (the machines have two cores).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, type App } from './apps';

const RSPACK = path.join(ROOT, 'node_modules/.bin/rspack');

interface BuildOptions {
  /** Print nothing unless the build fails. */
  quiet?: boolean;
}

export function buildApp(dir: string, { quiet = false }: BuildOptions = {}): void {
  const result = spawnSync(RSPACK, ['build', '--mode', 'production'], {
    cwd: path.join(ROOT, dir),
    stdio: quiet ? 'pipe' : 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Node 22+ loads the ES-module rspack.config.ts itself, and says so for every app: known, and harmless.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'].filter(Boolean).join(' '),
    },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}\n${result.stderr}`);
    throw new Error(`Building ${dir} failed`);
  }
}

export function buildApps(apps: App[], options?: BuildOptions): void {
  for (const app of apps) {
    if (!options?.quiet) console.log(`\n▸ building ${app.dir}`);
    buildApp(app.dir, options);
  }
}

/** The shop's server (functions/lib), which the stack's Functions emulator runs. */
export function buildServer(options?: BuildOptions): void {
  if (!options?.quiet) console.log('\n▸ building functions');
  buildApp('functions', options);
}
