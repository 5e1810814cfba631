// The composed shop over built apps: the shell with /config.json and each remote on its own port.
import fs from 'node:fs';
import path from 'node:path';
import { presentApps, ROOT } from './apps';
import { createAuthEmulator, emulatorPorts, type AuthEmulator, type LocalFunctions } from './auth-emulator';
import { createCatalogDatabase, type CatalogDatabase } from './catalog-database';
import { firstStartAt } from './first-start';
import { createFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator';
import { stackPorts } from './ports';
import { runtimeConfig, type StackConfig } from './runtime-config';
import { siteRules } from './site-headers';
import { renderedPage } from './rendered-pages';
import { createStaticServer } from './static-server';

/** What every server of the stack can do: the journeys stop and start one to take it down and up. */
export interface StackServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Stack {
  url: string;
  ports: Record<string, number>;
  config: StackConfig;
  servers: Record<string, StackServer>;
  stop(): Promise<void[]>;
}

/**
 * Starts a static server per present app, the local catalog and the Auth emulator, all at once (the
 * emulator takes seconds). `servers[name]` can be stopped and started again (the browser journeys take
 * a remote down that way). `authDataDir`: where the Auth emulator keeps its accounts across restarts
 * (none: it starts empty). `dataFile`: where the shop's Firestore data is kept across restarts (none: it
 * starts empty), and beside it the catalog database's folder and when this deployment first started
 * (none: the database is in memory, and this start is the first).
 */
export async function startStack(
  options: { env?: NodeJS.ProcessEnv; config?: StackConfig; authDataDir?: string; dataFile?: string } = {},
): Promise<Stack> {
  const env = options.env ?? process.env;
  const ports = stackPorts(env);
  const firstStart = options.dataFile ? firstStartAt(firstStartFile(options.dataFile)) : Date.now();
  const config = options.config ?? runtimeConfig(ports, env, { firstStart });
  const current = options.config ? () => config : liveConfig(config, ports, env, firstStart);
  const servers: Record<string, StackServer> = {};
  for (const app of presentApps()) {
    const isShell = app.federation === null;
    servers[app.dir] = createStaticServer({
      root: path.join(ROOT, app.dir, 'dist'),
      port: ports[app.dir]!,
      spa: true,
      routes: isShell ? { '/config.json': () => ({ type: 'application/json', body: JSON.stringify(current()) }) } : {},
      // The same rules firebase.json carries: the shop's page names the origins of this config (csp.ts), a
      // remote's own page is its QA harness, and any shop page may load a remote's files.
      rules: () => siteRules(isShell ? 'shell' : 'remote', current(), { corsOrigin: '*' }),
      // Public routes' first view, rendered by the shop's server, as Hosting rewrites them (functions/src/render).
      ...(isShell ? { page: renderedPage(() => renderFunctionUrl(current())) } : {}),
    });
  }
  const catalog = localCatalogService(ports, env);
  if (catalog) servers.catalog = catalog;
  const firestore = localFirestore(config, env, options.dataFile);
  const catalogDatabase = localCatalogDatabase(config, env, options.dataFile);
  // The stores start beside the emulators' boot (seconds of firebase-tools), not before it: the server's
  // first call, which the Auth emulator's start waits for, waits for the stores (auth-emulator.ts).
  const stores = startStores([firestore, catalogDatabase]);
  const images = firestore && imageDir(options.dataFile, localAuthPort(config, env));
  const auth = localAuthEmulator(config, env, options.authDataDir, firestore, images, catalogDatabase, stores);
  if (auth) servers.auth = auth;
  try {
    await Promise.all([stores, startAll(Object.values(servers))]);
  } catch (error) {
    await Promise.all([...Object.values(servers), firestore, catalogDatabase].map((s) => s?.stop()));
    throw error;
  }
  if (firestore) servers.firestore = firestore;
  if (catalogDatabase) servers.catalogDatabase = catalogDatabase;
  return {
    url: `http://localhost:${ports.shell}`,
    ports,
    config,
    servers,
    stop: () => Promise.all(Object.values(servers).map((s) => s.stop())),
  };
}

/** The shop's server's render function, beside the callables (none: the shell's page is served as it is). */
function renderFunctionUrl(config: StackConfig): string | null {
  const store = config.accountStore as { url?: unknown } | undefined;
  return typeof store?.url === 'string' ? `${store.url}/render` : null;
}

/**
 * With SHOP_CONFIG, the file is read again for every request: a team that publishes a remote under a
 * new URL changes one entry and the next page load uses it, with no rebuild and no restart. A file
 * broken meanwhile is reported (once per problem) and the last good config is kept.
 */
function liveConfig(initial: StackConfig, ports: Record<string, number>, env: NodeJS.ProcessEnv, firstStart: number) {
  if (!env.SHOP_CONFIG) return () => initial;
  let good = initial;
  let reported = '';
  return () => {
    try {
      good = runtimeConfig(ports, env, { firstStart });
      reported = '';
    } catch (error) {
      const { message } = error as Error;
      if (message !== reported) console.error(`${message} (the last good config is still served)`);
      reported = message;
    }
    return good;
  };
}

/**
 * The local DummyJSON-compatible catalog that mf-catalog owns, unless CATALOG_URL sends the shop
 * to another catalog. CATALOG_COUNT sets how many products it generates (200 by default); CATALOG_FILE
 * serves a DummyJSON-shaped table from a file instead (DummyJSON's real products, offline).
 */
function localCatalogService(ports: Record<string, number>, env: NodeJS.ProcessEnv): StackServer | null {
  const file = path.join(ROOT, 'catalog-service/src/catalog-service.ts');
  if (env.CATALOG_URL || !fs.existsSync(file)) return null;
  // mf-catalog's own service, found by path: a checkout without mf-catalog runs without it.
  const { createCatalogService } = require(file) as {
    createCatalogService(options: { port: number; count: number; delayMs: number; products?: unknown[] }): StackServer;
  };
  const fromFile = (file: string) =>
    (require(path.join(ROOT, 'catalog-service/src/catalog-file.ts')) as { readCatalogFile(file: string): unknown[] }).readCatalogFile(path.resolve(ROOT, file));
  return createCatalogService({
    port: ports.catalog!,
    count: Number(env.CATALOG_COUNT) || 200,
    delayMs: Number(env.CATALOG_DELAY_MS) || 0,
    ...(env.CATALOG_FILE ? { products: fromFile(env.CATALOG_FILE) } : {}),
  });
}

/** Resolves once every server started; rejects at the first failure, without waiting for the rest. */
function startAll(servers: StackServer[]) {
  return new Promise<void>((resolve, reject) => {
    let pending = servers.length;
    if (!pending) resolve();
    for (const server of servers) server.start().then(() => --pending || resolve(), reject);
  });
}

/** Starts the local server's stores together; if one fails, stops them all before reporting it. */
export async function startStores(stores: (StackServer | null)[]): Promise<void> {
  const present = stores.filter((store): store is StackServer => store !== null);
  const failed = (await Promise.allSettled(present.map((store) => store.start()))).find((r) => r.status === 'rejected');
  if (!failed) return;
  await Promise.all(present.map((store) => store.stop()));
  throw failed.reason;
}

/** The config's Auth emulator port when it is on this machine, else null. */
function localAuthPort(config: StackConfig, env: NodeJS.ProcessEnv): number | null {
  const identity = config.identity;
  if (env.AUTH_EMULATOR === 'off' || identity?.mode !== 'emulator' || typeof identity.emulatorUrl !== 'string') return null;
  const url = new URL(identity.emulatorUrl);
  return ['127.0.0.1', 'localhost'].includes(url.hostname) ? Number(url.port) : null;
}

/**
 * The shop's data for the local server: the Node Firestore emulator, just below the Functions port.
 * None where the Auth emulator is not local (the server then is not either) or with SHOP_SERVER=off.
 */
export function localFirestore(config: StackConfig, env: NodeJS.ProcessEnv, dataFile?: string): FirestoreEmulator | null {
  const authPort = localAuthPort(config, env);
  if (authPort === null || env.SHOP_SERVER === 'off') return null;
  return createFirestoreEmulator({ port: emulatorPorts(authPort).functions - 1, dataFile });
}

/**
 * The catalog index's database for the local server: PGlite at the Auth port − 7 (CATALOG_DATABASE_PORT
 * moves it), its files beside the shop's data file when that is kept, else in memory and empty at each
 * start. None where the server does not run locally, or with CATALOG_DATABASE_URL (a PostgreSQL of
 * yours, handed to the server as it is).
 */
export function localCatalogDatabase(config: StackConfig, env: NodeJS.ProcessEnv, dataFile?: string): CatalogDatabase | null {
  const authPort = localAuthPort(config, env);
  if (authPort === null || env.SHOP_SERVER === 'off' || env.CATALOG_DATABASE_URL) return null;
  const port = Number(env.CATALOG_DATABASE_PORT) || authPort - 7; // below the Firestore stand-in's (− 6)
  return createCatalogDatabase({ port, dataDir: dataFile && catalogDataDir(dataFile) });
}

/** Where a kept catalog database lives: beside the shop's data, so wiping that folder wipes it too. */
export const catalogDataDir = (dataFile: string) => path.join(path.dirname(dataFile), 'catalog-db');

/** The local stack's shop staff: sign in with this email to seal and ship the catalog's products. */
const LOCAL_STAFF_EMAIL = 'staff@shop.test';

/**
 * The Auth emulator the config's identity.emulatorUrl names, when that is on this machine, running
 * the shop's server (the Functions emulator over `firestore`, pictures in `images`, the catalog index in
 * `catalogDatabase` or CATALOG_DATABASE_URL's PostgreSQL) beside it when there is one. None with
 * AUTH_EMULATOR=off, with real Firebase (identity.mode 'firebase') or an emulator elsewhere.
 */
export function localAuthEmulator(
  config: StackConfig,
  env: NodeJS.ProcessEnv,
  dataDir?: string,
  firestore: FirestoreEmulator | null = null,
  images: string | null = null,
  catalogDatabase: CatalogDatabase | null = null,
  storesStarted?: Promise<void>,
): AuthEmulator | null {
  const port = localAuthPort(config, env);
  if (port === null) return null;
  const projectId = String(config.identity?.projectId);
  const catalogUrl = String(config.catalogUrl);
  const catalogDatabaseUrl = catalogDatabase?.url ?? env.CATALOG_DATABASE_URL;
  const functions: LocalFunctions | null = firestore && images ? {
    source: path.join(ROOT, 'functions'),
    env: {
      FIRESTORE_EMULATOR_HOST: firestore.host,
      ...(catalogDatabaseUrl ? { CATALOG_DATABASE_URL: catalogDatabaseUrl } : {}),
      SHOP_CATALOG_URL: catalogUrl,
      // The shell's site, whose page, config and server entries the render function reads; a deploy (a new
      // build in dist) is followed within a second.
      SHOP_SITE_URL: `http://127.0.0.1:${stackPorts(env).shell}`,
      SHOP_RENDER_REFRESH_MS: '1000',
      ...(env.SHOP_RENDER_BUDGET_MS ? { SHOP_RENDER_BUDGET_MS: env.SHOP_RENDER_BUDGET_MS } : {}),
      // Listing pictures: a folder beside the data, shown by the server's `image` function.
      SHOP_IMAGE_DIR: images,
      SHOP_IMAGE_BASE_URL: `http://127.0.0.1:${emulatorPorts(port).functions}/${projectId}/us-central1/image`,
      ...(config.payment?.provider === 'paystack'
        ? { SHOP_PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: env.PAYSTACK_SECRET_KEY ?? '' }
        : { SHOP_PAYMENT_PROVIDER: 'sandbox' }),
      // Every instance of the local server restarts together, so a hold older than this at a start has lost its
      // Place Order to the stop (orders/reconcile-stores.ts); production keeps two minutes.
      SHOP_RECONCILE_GRACE_MS: env.SHOP_RECONCILE_GRACE_MS ?? '10000',
      // Who acts for the shop's own stock (catalog products): whoever signs in with this email locally.
      SHOP_STAFF_EMAILS: env.SHOP_STAFF_EMAILS ?? LOCAL_STAFF_EMAIL,
      // The server refuses registrations after the end every page counts down to.
      ...(typeof config.earlyBirdEndsAt === 'string' ? { SHOP_EARLY_BIRD_ENDS_AT: config.earlyBirdEndsAt } : {}),
      // Locally every shopper calls from 127.0.0.1: the bench, standing for many, raises what one address may call.
      ...(env.SHOP_SHOPPERS_PER_ADDRESS ? { SHOP_SHOPPERS_PER_ADDRESS: env.SHOP_SHOPPERS_PER_ADDRESS } : {}),
      // A courier trying its delivery reports against the local server signs them with this.
      ...(env.COURIER_WEBHOOK_SECRET ? { COURIER_WEBHOOK_SECRET: env.COURIER_WEBHOOK_SECRET } : {}),
    },
  } : null;
  return createAuthEmulator({ port, projectId, dataDir, functions, serverAfter: storesStarted });
}

/**
 * Where the local server keeps listing pictures: beside the shop's data file when it is kept, else a
 * folder of this stack's own, emptied at start (the journeys and the bench start empty).
 */
export function imageDir(dataFile: string | undefined, authPort: number | null): string {
  if (dataFile) return path.join(path.dirname(dataFile), 'images');
  const dir = path.join(ROOT, '.stack', `images-${authPort}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** Where a deployment's first start is kept: beside its data, so forgetting the data restarts the offer. */
export const firstStartFile = (dataFile: string) => path.join(path.dirname(dataFile), 'first-start.json');

