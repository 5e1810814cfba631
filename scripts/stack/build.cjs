// Production builds of the apps, one after another (the machines have two cores).
const { spawnSync } = require('node:child_process');
const path = require('node:path');
require('../ts-require.cjs');
const { ROOT } = require('./apps.ts');

const RSPACK = path.join(ROOT, 'node_modules/.bin/rspack');

function buildApp(dir, { quiet = false } = {}) {
  const result = spawnSync(RSPACK, ['build', '--mode', 'production'], {
    cwd: path.join(ROOT, dir),
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}\n${result.stderr}`);
    throw new Error(`Building ${dir} failed`);
  }
}

function buildApps(apps, options) {
  for (const app of apps) {
    if (!options?.quiet) console.log(`\n▸ building ${app.dir}`);
    buildApp(app.dir, options);
  }
}

/** The shop's server (functions/lib), which the stack's Functions emulator runs. */
function buildServer(options) {
  if (!options?.quiet) console.log('\n▸ building functions');
  buildApp('functions', options);
}

module.exports = { buildApp, buildApps, buildServer };
