// `npm start` (build, then serve the composed shop) and `npm run dev` (the same with hot reload):
// `node -r ./scripts/ts-require.cjs scripts/start.ts start|dev [--no-build]`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { presentApps, ROOT } from './stack/apps';
import type { AuthEmulator } from './stack/auth-emulator';
import { buildApps, buildServer } from './stack/build';
import type { CatalogDatabase } from './stack/catalog-database';
import { firstStartAt } from './stack/first-start';
import { stackPorts } from './stack/ports';
import { runtimeConfig } from './stack/runtime-config';
import {
  catalogDataDir,
  firstStartFile,
  imageDir,
  localAuthEmulator,
  localCatalogDatabase,
  localFirestore,
  startStack,
  startStores,
} from './stack/stack';

// The shop's own accounts survive restarts (a lost uid would strand every signed-in browser), and so
// does its data (accounts, listings, orders) in the local Firestore, and the catalog index beside it.
const AUTH_DATA_DIR = path.join(ROOT, '.stack/auth-data');
const SHOP_DATA_FILE = path.join(ROOT, '.stack/shop-data/firestore.json');

const mode = process.argv[2] ?? 'start';
const children: ChildProcess[] = [];
let stopping = false;

/** Ctrl-C (or SIGTERM) stops the children, then awaits cleanup (the Auth emulator exports its accounts). */
function onExit(cleanup?: () => Promise<unknown>) {
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop…');
    for (const child of children) child.kill('SIGTERM');
    await cleanup?.();
    process.exit(code);
  };
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  return stop;
}

function banner(
  ports: Record<string, number>,
  auth: Pick<AuthEmulator, 'url' | 'logFile' | 'functionsUrl'> | null | undefined,
  catalogDatabase: Pick<CatalogDatabase, 'url'> | null | undefined,
) {
  console.log(`\n  Oja Express is running: open http://localhost:${ports.shell}\n`);
  for (const app of presentApps()) console.log(`  ${app.dir.padEnd(14)} http://127.0.0.1:${ports[app.dir]}`);
  if (!process.env.CATALOG_URL) console.log(`  ${'catalog'.padEnd(14)} http://127.0.0.1:${ports.catalog}/products`);
  if (auth) {
    console.log(`  ${'auth emulator'.padEnd(14)} ${auth.url} (accounts kept in ${path.relative(ROOT, AUTH_DATA_DIR)}/, log ${path.relative(ROOT, auth.logFile)})`);
    if (auth.functionsUrl) console.log(`  ${'shop server'.padEnd(14)} ${auth.functionsUrl} (data kept in ${path.relative(ROOT, SHOP_DATA_FILE)})`);
    if (auth.functionsUrl && catalogDatabase) {
      console.log(`  ${'catalog index'.padEnd(14)} ${catalogDatabase.url} (data kept in ${path.relative(ROOT, catalogDataDir(SHOP_DATA_FILE))})`);
    } else if (auth.functionsUrl && process.env.CATALOG_DATABASE_URL) {
      console.log(`  ${'catalog index'.padEnd(14)} ${withoutPassword(process.env.CATALOG_DATABASE_URL)} (CATALOG_DATABASE_URL)`);
    }
  }
  console.log('\n  Ctrl-C stops everything.\n');
}

/** A connection string fit to print: its password, if any, masked. */
function withoutPassword(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(CATALOG_DATABASE_URL is not a URL)';
  }
}

/** The runtime config, or one line naming the file or variable that is wrong (before any build). */
function configOrExit(ports: Record<string, number>) {
  try {
    return runtimeConfig(ports, process.env, { firstStart: firstStartAt(firstStartFile(SHOP_DATA_FILE)) });
  } catch (error) {
    if ((error as { code?: string } | undefined)?.code !== 'SHOP_CONFIG') throw error;
    console.error(`\n  ${(error as Error).message}\n`);
    process.exit(1);
  }
}

async function main() {
  if (mode === 'start') {
    configOrExit(stackPorts());
    if (!process.argv.includes('--no-build')) {
      buildApps(presentApps());
      buildServer();
    }
    const stack = await startStack({ authDataDir: AUTH_DATA_DIR, dataFile: SHOP_DATA_FILE });
    onExit(stack.stop);
    banner(stack.ports, stack.servers.auth as AuthEmulator | undefined, stack.servers.catalogDatabase as CatalogDatabase | undefined);
  } else if (mode === 'dev') {
    const ports = stackPorts();
    const config = configOrExit(ports);
    const configFile = path.join(ROOT, '.stack/config.json');
    mkdirSync(path.dirname(configFile), { recursive: true });
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    buildServer({ quiet: true });
    const firestore = localFirestore(config, process.env, SHOP_DATA_FILE);
    const catalogDatabase = localCatalogDatabase(config, process.env, SHOP_DATA_FILE);
    // The server's stores before the server: its functions talk to them from their first call.
    await startStores([firestore, catalogDatabase]);
    const auth = localAuthEmulator(config, process.env, AUTH_DATA_DIR, firestore, imageDir(SHOP_DATA_FILE, null), catalogDatabase);
    const authStarting = auth?.start().then(
      () => null,
      (error: Error) => error,
    ); // meanwhile the dev servers compile
    for (const app of presentApps()) {
      const child = spawn(path.join(ROOT, 'node_modules/.bin/rspack'), ['serve', '--mode', 'development'], {
        cwd: path.join(ROOT, app.dir),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, DEV_PORT: String(ports[app.dir]), SHOP_CONFIG_FILE: configFile },
      });
      children.push(child);
    }
    const catalogCli = path.join(ROOT, 'catalog-service/src/cli.ts');
    if (!process.env.CATALOG_URL && existsSync(catalogCli)) {
      const args = ['-r', path.join(ROOT, 'scripts/ts-require.cjs'), catalogCli, '--port', String(ports.catalog), '--count', process.env.CATALOG_COUNT ?? '200'];
      children.push(spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] }));
    }
    const stop = onExit(() => Promise.all([auth?.stop(), firestore?.stop(), catalogDatabase?.stop()]));
    const authError = await authStarting;
    if (authError) {
      console.error(`\n${authError.message}`);
      await stop(1);
    }
    if (!stopping) banner(ports, auth, catalogDatabase);
  } else {
    console.error(`Unknown mode ${mode}: use start or dev`);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
