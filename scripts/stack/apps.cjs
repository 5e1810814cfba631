// The apps of the shop, their federation names and default loopback ports.
// A remote whose folder does not exist yet still gets a config entry: the shell shows its fallback.
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '../..');

const APPS = [
  { dir: 'shell', federation: null, port: 3000 },
  { dir: 'mf-marketing', federation: 'mf_marketing', port: 3001 },
  { dir: 'mf-catalog', federation: 'mf_catalog', port: 3002 },
  { dir: 'mf-checkout', federation: 'mf_checkout', port: 3003 },
  { dir: 'mf-account', federation: 'mf_account', port: 3004 },
];

const REMOTES = APPS.filter((app) => app.federation);

/** Apps present in this checkout (those with a package.json). */
function presentApps() {
  return APPS.filter((app) => fs.existsSync(path.join(ROOT, app.dir, 'package.json')));
}

module.exports = { ROOT, APPS, REMOTES, presentApps };
