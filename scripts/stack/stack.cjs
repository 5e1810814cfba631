// The composed shop over built apps: the shell with /config.json and each remote on its own port.
const fs = require('node:fs');
const path = require('node:path');
require('../ts-require.cjs');
const { ROOT, presentApps } = require('./apps.ts');
const { stackPorts } = require('./ports.ts');
const { runtimeConfig } = require('./runtime-config.ts');
const { firstStartAt } = require('./first-start.ts');
const { createStaticServer } = require('./static-server.ts');
const { createAuthEmulator, emulatorPorts } = require('./auth-emulator.cjs');
const { createFirestoreEmulator } = require('./firestore-emulator.cjs');
const { siteRules } = require('./site-headers.ts');

/**
 * Starts a static server per present app, the local catalog and the Auth emulator, all at once (the
 * emulator takes seconds). `servers[name]` can be stopped and started again (the browser journeys take
 * a remote down that way).
 * @param {{ env?: NodeJS.ProcessEnv, config?: object, authDataDir?: string, dataFile?: string }} [options]
 *   authDataDir: where the Auth emulator keeps its accounts across restarts (none: it starts empty).
 *   dataFile: where the shop's Firestore data is kept across restarts (none: it starts empty), and
 *   beside it when this deployment first started (none: this start is the first).
 */
async function startStack(options = {}) {
  const env = options.env ?? process.env;
  const ports = stackPorts(env);
  const firstStart = options.dataFile ? firstStartAt(firstStartFile(options.dataFile)) : Date.now();
  const config = options.config ?? runtimeConfig(ports, env, { firstStart });
  const current = options.config ? () => config : liveConfig(config, ports, env, firstStart);
  const servers = {};
  for (const app of presentApps()) {
    const isShell = app.federation === null;
    servers[app.dir] = createStaticServer({
      root: path.join(ROOT, app.dir, 'dist'),
      port: ports[app.dir],
      spa: true,
      routes: isShell ? { '/config.json': () => ({ type: 'application/json', body: JSON.stringify(current()) }) } : {},
      // The same rules firebase.json carries: the shop's page names the origins of this config (csp.ts), a
      // remote's own page is its QA harness, and any shop page may load a remote's files.
      rules: () => siteRules(isShell ? 'shell' : 'remote', current(), { corsOrigin: '*' }),
    });
  }
  const catalog = localCatalogService(ports, env);
  if (catalog) servers.catalog = catalog;
  const firestore = localFirestore(config, env, options.dataFile);
  // Firestore first: the functions talk to it from their first call.
  if (firestore) await firestore.start();
  const images = firestore && imageDir(options.dataFile, localAuthPort(config, env));
  const auth = localAuthEmulator(config, env, options.authDataDir, firestore, images);
  if (firestore) servers.firestore = firestore;
  if (auth) servers.auth = auth;
  try {
    await startAll(Object.values(servers));
  } catch (error) {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    throw error;
  }
  return {
    url: `http://localhost:${ports.shell}`,
    ports,
    config,
    servers,
    stop: () => Promise.all(Object.values(servers).map((s) => s.stop())),
  };
}

/**
 * With SHOP_CONFIG, the file is read again for every request: a team that publishes a remote under a
 * new URL changes one entry and the next page load uses it, with no rebuild and no restart. A file
 * broken meanwhile is reported (once per problem) and the last good config is kept.
 */
function liveConfig(initial, ports, env, firstStart) {
  if (!env.SHOP_CONFIG) return () => initial;
  let good = initial;
  let reported = '';
  return () => {
    try {
      good = runtimeConfig(ports, env, { firstStart });
      reported = '';
    } catch (error) {
      if (error.message !== reported) console.error(`${error.message} (the last good config is still served)`);
      reported = error.message;
    }
    return good;
  };
}

/**
 * The local DummyJSON-compatible catalog that mf-catalog owns, unless CATALOG_URL sends the shop
 * to another catalog. CATALOG_COUNT sets how many products it generates (200 by default).
 */
function localCatalogService(ports, env) {
  const file = path.join(ROOT, 'mf-catalog/service/catalog-service.cjs');
  if (env.CATALOG_URL || !fs.existsSync(file)) return null;
  const { createCatalogService } = require(file);
  return createCatalogService({
    port: ports.catalog,
    count: Number(env.CATALOG_COUNT) || 200,
    delayMs: Number(env.CATALOG_DELAY_MS) || 0,
  });
}

/** Resolves once every server started; rejects at the first failure, without waiting for the rest. */
function startAll(servers) {
  return new Promise((resolve, reject) => {
    let pending = servers.length;
    if (!pending) resolve();
    for (const server of servers) server.start().then(() => --pending || resolve(), reject);
  });
}

/** The config's Auth emulator port when it is on this machine, else null. */
function localAuthPort(config, env) {
  const identity = config.identity;
  if (env.AUTH_EMULATOR === 'off' || identity?.mode !== 'emulator' || !identity.emulatorUrl) return null;
  const url = new URL(identity.emulatorUrl);
  return ['127.0.0.1', 'localhost'].includes(url.hostname) ? Number(url.port) : null;
}

/**
 * The shop's data for the local server: the Node Firestore emulator, just below the Functions port.
 * None where the Auth emulator is not local (the server then is not either) or with SHOP_SERVER=off.
 */
function localFirestore(config, env, dataFile) {
  const authPort = localAuthPort(config, env);
  if (authPort === null || env.SHOP_SERVER === 'off') return null;
  return createFirestoreEmulator({ port: emulatorPorts(authPort).functions - 1, dataFile });
}

/** The local stack's shop staff: sign in with this email to seal and ship the catalog's products. */
const LOCAL_STAFF_EMAIL = 'staff@shop.test';

/**
 * The Auth emulator the config's identity.emulatorUrl names, when that is on this machine, running
 * the shop's server (the Functions emulator over `firestore`, pictures in `images`) beside it when
 * there is one. None with
 * AUTH_EMULATOR=off, with real Firebase (identity.mode 'firebase') or an emulator elsewhere.
 */
function localAuthEmulator(config, env, dataDir, firestore = null, images = null) {
  const port = localAuthPort(config, env);
  if (port === null) return null;
  const projectId = config.identity.projectId;
  const functions = firestore && images && {
    source: path.join(ROOT, 'functions'),
    env: {
      FIRESTORE_EMULATOR_HOST: firestore.host,
      SHOP_CATALOG_URL: config.catalogUrl,
      // Listing pictures: a folder beside the data, shown by the server's `image` function.
      SHOP_IMAGE_DIR: images,
      SHOP_IMAGE_BASE_URL: `http://127.0.0.1:${emulatorPorts(port).functions}/${projectId}/us-central1/image`,
      ...(config.payment?.provider === 'paystack'
        ? { SHOP_PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: env.PAYSTACK_SECRET_KEY ?? '' }
        : { SHOP_PAYMENT_PROVIDER: 'sandbox' }),
      // Who acts for the shop's own stock (catalog products): whoever signs in with this email locally.
      SHOP_STAFF_EMAILS: env.SHOP_STAFF_EMAILS ?? LOCAL_STAFF_EMAIL,
      // The server refuses registrations after the end every page counts down to.
      ...(config.earlyBirdEndsAt ? { SHOP_EARLY_BIRD_ENDS_AT: config.earlyBirdEndsAt } : {}),
      // A courier trying its delivery reports against the local server signs them with this.
      ...(env.COURIER_WEBHOOK_SECRET ? { COURIER_WEBHOOK_SECRET: env.COURIER_WEBHOOK_SECRET } : {}),
    },
  };
  return createAuthEmulator({ port, projectId, dataDir, functions });
}

/**
 * Where the local server keeps listing pictures: beside the shop's data file when it is kept, else a
 * folder of this stack's own, emptied at start (the journeys and the bench start empty).
 */
function imageDir(dataFile, authPort) {
  if (dataFile) return path.join(path.dirname(dataFile), 'images');
  const dir = path.join(ROOT, '.stack', `images-${authPort}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** Where a deployment's first start is kept: beside its data, so forgetting the data restarts the offer. */
const firstStartFile = (dataFile) => path.join(path.dirname(dataFile), 'first-start.json');

module.exports = { startStack, localAuthEmulator, localFirestore, imageDir, firstStartFile };
