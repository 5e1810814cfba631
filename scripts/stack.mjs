// `npm start` (build, then serve the composed shop) and `npm run dev` (the same with hot reload).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ROOT, presentApps } = require('./stack/apps.cjs');
const { buildApps } = require('./stack/build.cjs');
const { stackPorts } = require('./stack/ports.cjs');
const { runtimeConfig } = require('./stack/runtime-config.cjs');
const { startStack } = require('./stack/stack.cjs');

const mode = process.argv[2] ?? 'start';
const children = [];
let stopping = false;

function onExit(cleanup) {
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop…');
    for (const child of children) child.kill('SIGTERM');
    await cleanup?.();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function banner(ports) {
  console.log(`\n  Oja Express is running: open http://localhost:${ports.shell}\n`);
  for (const app of presentApps()) console.log(`  ${app.dir.padEnd(14)} http://127.0.0.1:${ports[app.dir]}`);
  if (!process.env.CATALOG_URL) console.log(`  ${'catalog'.padEnd(14)} http://127.0.0.1:${ports.catalog}/products`);
  console.log('\n  Ctrl-C stops everything.\n');
}

if (mode === 'start') {
  if (!process.argv.includes('--no-build')) buildApps(presentApps());
  const stack = await startStack();
  onExit(stack.stop);
  banner(stack.ports);
} else if (mode === 'dev') {
  const ports = stackPorts();
  const configFile = path.join(ROOT, '.stack/config.json');
  mkdirSync(path.dirname(configFile), { recursive: true });
  writeFileSync(configFile, JSON.stringify(runtimeConfig(ports), null, 2));
  for (const app of presentApps()) {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/rspack'), ['serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app.dir),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEV_PORT: String(ports[app.dir]), SHOP_CONFIG_FILE: configFile },
    });
    children.push(child);
  }
  const catalogCli = path.join(ROOT, 'mf-catalog/service/cli.cjs');
  if (!process.env.CATALOG_URL && existsSync(catalogCli)) {
    const args = [catalogCli, '--port', String(ports.catalog), '--count', process.env.CATALOG_COUNT ?? '200'];
    children.push(spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] }));
  }
  onExit();
  banner(ports);
} else {
  console.error(`Unknown mode ${mode}: use start or dev`);
  process.exit(2);
}
