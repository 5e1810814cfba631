// Putting a build where its Hosting site's folder serves it (deploy/sites/<app>/): used by the deploy and
// by the Hosting-emulator journey, so the files the journey serves are laid out as a deploy lays them out.
import fs from 'node:fs';
import path from 'node:path';

/** A remote's build under /<version>/ of its site, beside the versions already there. */
export function stageRemote({ distDir, siteDir, version }: { distDir: string; siteDir: string; version: string }): string {
  const target = path.join(siteDir, version);
  fs.cpSync(distDir, target, { recursive: true });
  return target;
}

/** The shell's runtime config as its site serves it (never cached: see site-headers.ts). */
export function writeShellConfig(siteDir: string, config: object): void {
  fs.mkdirSync(siteDir, { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * The shell's build over the files of earlier builds (a page open on one still loads its chunks), with
 * config.json. Its page is app.html (SHELL_PAGE_PATH) alone: Hosting would answer `/` with an index.html
 * before the rewrite to the render function.
 */
export function stageShell({ distDir, siteDir, config }: { distDir: string; siteDir: string; config: object }): void {
  fs.cpSync(distDir, siteDir, { recursive: true });
  fs.rmSync(path.join(siteDir, 'index.html'), { force: true });
  writeShellConfig(siteDir, config);
}
