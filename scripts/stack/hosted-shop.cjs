// The shop as production serves it, on this machine: the production builds laid out as a deploy lays them
// out (scripts/deploy/stage.ts) and served by the Firebase Hosting emulator through the hosting array
// firebase.json's generator writes, over a running stack's catalog, Auth emulator and shop server.
// The Hosting journey browses it; `npm run bench -- --hosting` measures it.
const fs = require('node:fs');
const path = require('node:path');
const { APPS, ROOT } = require('./apps.cjs');
const { createHostingEmulator, sitePorts } = require('./hosting-emulator.cjs');
require('../ts-require.cjs');
const { firebaseJson, firebaserc } = require('../deploy/firebase-json.ts');
const { stageRemote, stageShell } = require('../deploy/stage.ts');

const PROJECT = 'demo-storefront';

/**
 * @param {{ config: Record<string, unknown> }} stack a started stack (its config names the catalog and servers)
 * @param {{ port: number, version?: string }} options port: the shell's site; the remotes' follow (sitePorts)
 */
async function startHostedShop(stack, { port, version = '1.0.0' }) {
  const dir = path.join(ROOT, '.stack', `hosting-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const origins = Object.fromEntries(sitePorts(port, APPS.length).map((p, i) => [APPS[i].dir, `http://127.0.0.1:${p}`]));
  const remotes = APPS.filter((a) => a.federation);
  const config = { ...stack.config, remotes: Object.fromEntries(remotes.map((a) => [a.federation, `${origins[a.dir]}/${version}/mf-manifest.json`])) };
  const production = {
    project: PROJECT,
    shellOrigin: origins.shell,
    sites: Object.fromEntries(APPS.map((a) => [a.dir, `demo-${a.dir}`])),
    keep: { versions: 3, days: 30 },
    config,
  };
  const siteDir = (app) => path.join(dir, 'deploy/sites', app);
  stageShell({ distDir: path.join(ROOT, 'shell/dist'), siteDir: siteDir('shell'), config });
  for (const app of remotes) stageRemote({ distDir: path.join(ROOT, app.dir, 'dist'), siteDir: siteDir(app.dir), version });
  const emulator = createHostingEmulator({ dir, hosting: firebaseJson(production).hosting, firebaserc: firebaserc(production), projectId: PROJECT, port });
  await emulator.start();
  return {
    url: origins.shell,
    origins,
    config,
    siteDir,
    /** Which app a script came from, by the port of its site (as the bench counts). */
    appByPort: Object.fromEntries(Object.entries(origins).map(([app, origin]) => [new URL(origin).port, app])),
    stop: emulator.stop,
  };
}

module.exports = { startHostedShop };
