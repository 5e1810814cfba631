// The JS a page loads, as the bench counts it: each script response mapped to its app's built file in
// dist/, measured as gzip bytes and checked for Firebase SDK code.
const { readFileSync, existsSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ROOT } = require('../stack/apps.cjs');

/**
 * Signatures only the Firebase JS SDK's own code carries. Checked against shell/dist: they hit the
 * @firebase/app, auth and firestore chunks and firebase/app's entry, and none of the shell's own code
 * (its main chunk names the 'identity-firebase' chunk, its identity code maps 'auth/...' error codes;
 * neither is the SDK, so neither is a signature).
 */
const FIREBASE_SIGNATURES = [
  /@firebase\/[a-z-]+/, // the package names the SDK logs and registers its versions under
  /(identitytoolkit|securetoken|firestore)\.googleapis\.com/, // the endpoints Auth and Firestore call
  /__FIREBASE_DEFAULTS__/,
  /\("firebase","\d+\.\d+\.\d+"/, // firebase/app's registerVersion('firebase', version)
];

const builtFiles = new Map();

/** Gzip KB of an app's built file and whether it is Firebase code; 0 and false for a file not in dist/. */
function builtFile(app, pathname) {
  const key = `${app}${pathname}`;
  if (!builtFiles.has(key)) {
    const file = path.join(ROOT, app, 'dist', pathname);
    const bytes = existsSync(file) ? readFileSync(file) : null;
    const text = bytes?.toString('utf8') ?? '';
    builtFiles.set(key, {
      kb: bytes ? zlib.gzipSync(bytes, { level: 9 }).length / 1024 : 0,
      firebase: FIREBASE_SIGNATURES.some((signature) => signature.test(text)),
    });
  }
  return builtFiles.get(key);
}

/** A file's path in its app's dist: a remote published under /<version>/ (Hosting) is its build as it is. */
const builtPath = (pathname) => pathname.replace(/^\/\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//, '/');

/** Every .js response of the page from now on, as { app, pathname } (app: the dist folder its port serves). */
function recordScripts(page, appByPort) {
  const scripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push({ app: appByPort[url.port] ?? url.host, pathname: builtPath(url.pathname) });
  });
  return scripts;
}

/** Gzip KB by app (remoteEntry vs other chunks), the total, the Firebase part, and each file. */
function summarise(scripts) {
  const summary = { requests: scripts.length, byApp: {}, totalKb: 0, firebaseKb: 0, files: [] };
  for (const { app, pathname } of scripts) {
    const { kb, firebase } = builtFile(app, pathname);
    const kind = pathname.endsWith('remoteEntry.js') ? 'remoteEntry' : 'chunks';
    summary.byApp[app] ??= { remoteEntry: 0, chunks: 0 };
    summary.byApp[app][kind] += kb;
    summary.totalKb += kb;
    if (firebase) summary.firebaseKb += kb;
    summary.files.push({ file: `${app}${pathname}`, kb, firebase });
  }
  return summary;
}

/**
 * Copies of the shared libraries the federation share scope has loaded: `copies`, the most of any one
 * library (one is the goal: every remote uses the shell's), `duplicated`, the libraries loaded twice or
 * more, and `reactCopies`, react-dom's alone (the field earlier runs saved).
 */
async function sharedCopies(page) {
  const byLibrary = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const from = {};
    for (const scopes of Object.values(share))
      for (const libs of Object.values(scopes))
        for (const [name, versions] of Object.entries(libs))
          for (const entry of Object.values(versions)) {
            if (!entry.loaded) continue;
            from[name] ??= [];
            if (!from[name].includes(entry.from)) from[name].push(entry.from);
          }
    return Object.fromEntries(Object.entries(from).map(([name, apps]) => [name, apps.length]));
  });
  return {
    reactCopies: byLibrary['react-dom'] ?? 0,
    copies: Math.max(0, ...Object.values(byLibrary)),
    duplicated: Object.keys(byLibrary).filter((name) => byLibrary[name] > 1),
  };
}

module.exports = { builtPath, FIREBASE_SIGNATURES, recordScripts, summarise, sharedCopies };
