// The JS a page loads, as the bench counts it: each script response mapped to its app's built file in
// dist/, measured as gzip bytes and checked for Firebase SDK code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { ROOT } from '../stack/apps';

/** A script the page loaded: the app whose dist/ holds it, and its path there. */
export interface ScriptLoad {
  app: string;
  pathname: string;
}

/** One built file as the bench counts it: gzip KB, and whether it is Firebase SDK code. */
export interface BuiltFile {
  kb: number;
  firebase: boolean;
}

export interface Summary {
  requests: number;
  byApp: Record<string, { remoteEntry: number; chunks: number }>;
  totalKb: number;
  firebaseKb: number;
  /** Each file, as `<app>/<path in its dist>`. */
  files: (BuiltFile & { file: string })[];
}

export interface SharedCopies {
  reactCopies: number;
  copies: number;
  duplicated: string[];
}

/** A page's row in the byte tables: what its load brought and the shared libraries' copies. */
export type RouteSummary = Summary & SharedCopies & { route: string };

/** The shop the bench measures: its URL and which app's dist/ each port serves. */
export interface BenchStack {
  url: string;
  appByPort: Record<string, string>;
}

/**
 * Signatures only the Firebase JS SDK's own code carries. Checked against shell/dist: they hit the
 * @firebase/app, auth and firestore chunks and firebase/app's entry, and none of the shell's own code
 * (its main chunk names the 'identity-firebase' chunk, its identity code maps 'auth/...' error codes;
 * neither is the SDK, so neither is a signature).
 */
export const FIREBASE_SIGNATURES = [
  /@firebase\/[a-z-]+/, // the package names the SDK logs and registers its versions under
  /(identitytoolkit|securetoken|firestore)\.googleapis\.com/, // the endpoints Auth and Firestore call
  /__FIREBASE_DEFAULTS__/,
  /\("firebase","\d+\.\d+\.\d+"/, // firebase/app's registerVersion('firebase', version)
];

const builtFiles = new Map<string, BuiltFile>();

/** Gzip KB of an app's built file and whether it is Firebase code; 0 and false for a file not in dist/. */
function builtFile(app: string, pathname: string): BuiltFile {
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
  return builtFiles.get(key)!;
}

/** A file's path in its app's dist: a remote published under /<version>/ (Hosting) is its build as it is. */
export const builtPath = (pathname: string): string => pathname.replace(/^\/\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//, '/');

/** Every .js response of the page from now on, as { app, pathname } (app: the dist folder its port serves). */
export function recordScripts(page: Page, appByPort: Record<string, string>): ScriptLoad[] {
  const scripts: ScriptLoad[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push({ app: appByPort[url.port] ?? url.host, pathname: builtPath(url.pathname) });
  });
  return scripts;
}

/** Gzip KB by app (remoteEntry vs other chunks), the total, the Firebase part, and each file. */
export function summarise(scripts: ScriptLoad[]): Summary {
  const summary: Summary = { requests: scripts.length, byApp: {}, totalKb: 0, firebaseKb: 0, files: [] };
  for (const { app, pathname } of scripts) {
    const { kb, firebase } = builtFile(app, pathname);
    const kind = pathname.endsWith('remoteEntry.js') ? 'remoteEntry' : 'chunks';
    const byKind = (summary.byApp[app] ??= { remoteEntry: 0, chunks: 0 });
    byKind[kind] += kb;
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
export async function sharedCopies(page: Page): Promise<SharedCopies> {
  const byLibrary = await page.evaluate(() => {
    // Runs in the page: the federation runtime's global, typed here as far as this reads it.
    type Entry = { from: string; loaded?: boolean };
    type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__?.__SHARE__ ?? {};
    const from: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const libs of Object.values(scopes))
        for (const [name, versions] of Object.entries(libs))
          for (const entry of Object.values(versions)) {
            if (!entry.loaded) continue;
            const apps = (from[name] ??= []);
            if (!apps.includes(entry.from)) apps.push(entry.from);
          }
    return Object.fromEntries(Object.entries(from).map(([name, apps]) => [name, apps.length]));
  });
  return {
    reactCopies: byLibrary['react-dom'] ?? 0,
    copies: Math.max(0, ...Object.values(byLibrary)),
    duplicated: Object.keys(byLibrary).filter((name) => byLibrary[name]! > 1),
  };
}
