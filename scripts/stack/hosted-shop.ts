// The shop as production serves it, on this machine: the production builds laid out as a deploy lays them
// out (scripts/deploy/stage.ts) and served by the Firebase Hosting emulator through the hosting array
// firebase.json's generator writes, over a running stack's catalog, Auth emulator and shop server.
// The Hosting journey browses it; `npm run bench -- --hosting` measures it.
import fs from 'node:fs';
import path from 'node:path';
import { firebaseJson, firebaserc, RENDER_REWRITES } from '../deploy/firebase-json';
import { stageRemote, stageShell } from '../deploy/stage';
import { APPS, REMOTES, ROOT } from './apps';
import { createHostingEmulator, sitePorts } from './hosting-emulator';

export interface HostedShop {
  /** The shell's site. */
  url: string;
  /** Each app's site, by its folder name. */
  origins: Record<string, string>;
  /** The config.json the shell's site serves. */
  config: Record<string, unknown>;
  /** Where an app's site is staged (what Hosting serves, live). */
  siteDir(app: string): string;
  /** Which app a script came from, by the port of its site (as the bench counts). */
  appByPort: Record<string, string>;
  stop(): Promise<void>;
}

const PROJECT = 'demo-storefront';

/**
 * The Hosting emulator alone sends a function's rewrite to the live function on Google's servers (firebase-tools'
 * functionsProxy reaches a local one only in its own process): here the rendered pages are the shell's page,
 * rendered in the browser. The stack's own shell server sends them to the local render function instead.
 */
function withoutRenderRewrites(hosting: ReturnType<typeof firebaseJson>['hosting']) {
  return hosting.map((site) => ('rewrites' in site && site.rewrites ? { ...site, rewrites: site.rewrites.filter((rewrite) => !RENDER_REWRITES.includes(rewrite as never)) } : site));
}

/** `stack`: a started stack (its config names the catalog and servers); `port`: the shell's site, the remotes' follow (sitePorts). */
export async function startHostedShop(stack: { config: Record<string, unknown> }, { port, version = '1.0.0' }: { port: number; version?: string }): Promise<HostedShop> {
  const dir = path.join(ROOT, '.stack', `hosting-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const origins: Record<string, string> = Object.fromEntries(sitePorts(port, APPS.length).map((p, i) => [APPS[i]!.dir, `http://127.0.0.1:${p}`]));
  const shellOrigin = origins.shell!;
  const config = { ...stack.config, remotes: Object.fromEntries(REMOTES.map((a) => [a.federation, `${origins[a.dir]}/${version}/mf-manifest.json`])) };
  const production = {
    project: PROJECT,
    shellOrigin,
    sites: Object.fromEntries(APPS.map((a) => [a.dir, `demo-${a.dir}`])),
    keep: { versions: 3, days: 30 },
    config,
  };
  const siteDir = (app: string) => path.join(dir, 'deploy/sites', app);
  stageShell({ distDir: path.join(ROOT, 'shell/dist'), siteDir: siteDir('shell'), config });
  for (const app of REMOTES) stageRemote({ distDir: path.join(ROOT, app.dir, 'dist'), siteDir: siteDir(app.dir), version });
  const emulator = createHostingEmulator({ dir, hosting: withoutRenderRewrites(firebaseJson(production).hosting), firebaserc: firebaserc(production), projectId: PROJECT, port });
  await emulator.start();
  return {
    url: shellOrigin,
    origins,
    config,
    siteDir,
    appByPort: Object.fromEntries(Object.entries(origins).map(([app, origin]) => [new URL(origin).port, app])),
    stop: emulator.stop,
  };
}

