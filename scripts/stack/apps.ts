// The apps of the shop, their federation names and default loopback ports.
// A remote whose folder does not exist yet still gets a config entry: the shell shows its fallback.
import fs from 'node:fs';
import path from 'node:path';

export interface App {
  /** The app's folder, also its Hosting target. */
  dir: string;
  /** Its Module Federation name; null for the shell. */
  federation: string | null;
  port: number;
}
export type Remote = App & { federation: string };

export const ROOT = path.resolve(__dirname, '../..');

export const APPS: App[] = [
  { dir: 'shell', federation: null, port: 3000 },
  { dir: 'mf-marketing', federation: 'mf_marketing', port: 3001 },
  { dir: 'mf-catalog', federation: 'mf_catalog', port: 3002 },
  { dir: 'mf-checkout', federation: 'mf_checkout', port: 3003 },
  { dir: 'mf-account', federation: 'mf_account', port: 3004 },
];

export const REMOTES = APPS.filter((app): app is Remote => app.federation !== null);

/** Apps present in this checkout (those with a package.json). */
export function presentApps(): App[] {
  return APPS.filter((app) => fs.existsSync(path.join(ROOT, app.dir, 'package.json')));
}
