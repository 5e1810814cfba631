// Putting a build where its Hosting site's folder serves it (deploy/sites/<app>/): used by the deploy and
// by the Hosting-emulator journey, so the files the journey serves are laid out as a deploy lays them out.
const fs = require('node:fs');
const path = require('node:path');

/** A remote's build under /<version>/ of its site, beside the versions already there. */
function stageRemote({ distDir, siteDir, version }) {
  const target = path.join(siteDir, version);
  fs.cpSync(distDir, target, { recursive: true });
  return target;
}

/** The shell's runtime config as its site serves it (never cached: see site-headers.cjs). */
function writeShellConfig(siteDir, config) {
  fs.mkdirSync(siteDir, { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** The shell's build over the files of earlier builds (a page open on one still loads its chunks), with config.json. */
function stageShell({ distDir, siteDir, config }) {
  fs.cpSync(distDir, siteDir, { recursive: true });
  writeShellConfig(siteDir, config);
}

module.exports = { stageRemote, stageShell, writeShellConfig };
