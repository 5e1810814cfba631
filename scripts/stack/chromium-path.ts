// The Chromium the journeys and the bench drive, so `npm test` needs nothing outside npm: CHROME_PATH when it is
// set, Debian's when it is installed, else the headless Chromium of the npm package @sparticuz/chromium
// (unpacked to the system's temporary folder on first use; Linux only).
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export async function chromiumPath(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = existsSync): Promise<string> {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const { default: packaged } = (await import('@sparticuz/chromium')) as { default: { executablePath(): Promise<string> } };
  return packaged.executablePath();
}
