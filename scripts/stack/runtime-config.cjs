// The runtime config the shell reads as /config.json: local defaults, overridden by
// environment variables (one per remote) or a whole file (SHOP_CONFIG=path/to/config.json).
const fs = require('node:fs');
const { REMOTES } = require('./apps.cjs');

const envName = (federation) => `${federation.toUpperCase()}_MANIFEST`;

function localConfig(ports, host = '127.0.0.1') {
  return {
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.federation, `http://${host}:${ports[r.dir]}/mf-manifest.json`]),
    ),
    catalogUrl: `http://${host}:${ports.catalog}`,
    identity: { mode: 'emulator', emulatorUrl: `http://${host}:${ports.auth}`, projectId: 'demo-storefront' },
    accountStore: { mode: 'embedded' },
    payment: { provider: 'sandbox' },
  };
}

/** Defaults for these ports, then SHOP_CONFIG's file, then per-remote and catalog variables. */
function runtimeConfig(ports, env = process.env) {
  let config = localConfig(ports);
  if (env.SHOP_CONFIG) config = { ...config, ...JSON.parse(fs.readFileSync(env.SHOP_CONFIG, 'utf8')) };
  for (const r of REMOTES) {
    const url = env[envName(r.federation)];
    if (url) config.remotes[r.federation] = url;
  }
  if (env.CATALOG_URL) config.catalogUrl = env.CATALOG_URL;
  return config;
}

module.exports = { runtimeConfig, localConfig, envName };
