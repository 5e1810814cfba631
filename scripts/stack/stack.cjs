// The composed shop over built apps: the shell with /config.json and each remote on its own port.
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, presentApps } = require('./apps.cjs');
const { stackPorts } = require('./ports.cjs');
const { runtimeConfig } = require('./runtime-config.cjs');
const { createStaticServer } = require('./static-server.cjs');

/**
 * Starts a static server per present app. `servers[dir]` can be stopped and started again
 * (the browser journeys take a remote down that way).
 * @param {{ env?: NodeJS.ProcessEnv, config?: object }} [options]
 */
async function startStack(options = {}) {
  const env = options.env ?? process.env;
  const ports = stackPorts(env);
  const config = options.config ?? runtimeConfig(ports, env);
  const servers = {};
  for (const app of presentApps()) {
    const isShell = app.federation === null;
    servers[app.dir] = createStaticServer({
      root: path.join(ROOT, app.dir, 'dist'),
      port: ports[app.dir],
      spa: true,
      cors: !isShell,
      routes: isShell ? { '/config.json': () => ({ type: 'application/json', body: JSON.stringify(config) }) } : {},
    });
  }
  const catalog = localCatalogService(ports, env);
  if (catalog) servers.catalog = catalog;
  const started = [];
  try {
    for (const server of Object.values(servers)) {
      await server.start();
      started.push(server);
    }
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
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

module.exports = { startStack };
