// The browser journeys: build every app (production, as `npm start` does), then run them.
// `node -r ./scripts/ts-require.cjs scripts/e2e.ts [--no-build] [journeys…]` (npm run test:e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { presentApps, ROOT } from './stack/apps';
import { buildApps, buildServer } from './stack/build';
import { chromiumPath } from './stack/chromium-path';

async function main() {
  // Debian's Chromium when installed, else the npm package's (chromium-path.ts); the journeys read CHROME_PATH.
  const chromium = await chromiumPath();
  if (!existsSync(chromium)) {
    console.error(`Browser journeys need Chromium: ${chromium} does not exist (CHROME_PATH).`);
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) {
    console.log('Building every app for the browser journeys…');
    buildApps(presentApps(), { quiet: true });
    buildServer({ quiet: true });
  }
  const jest = path.join(ROOT, 'node_modules/.bin/jest');
  const given = process.argv.slice(2).filter((a) => a !== '--no-build');
  const args = ['--config', 'e2e/jest.config.cjs', ...given];
  const shared = selectedJourneys(given).some(usesSharedStack) ? {} : { E2E_SHARED_STACK: 'off' };
  const result = spawnSync(jest, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium, ...shared } });
  process.exit(result.status ?? 1);
}

/** The journey files jest will run: those a pattern given matches (as jest reads them), else all. */
function selectedJourneys(given: string[]): string[] {
  const dir = path.join(ROOT, 'e2e');
  const files = readdirSync(dir).filter((f) => f.endsWith('.e2e.ts')).map((f) => path.join(dir, f));
  const patterns = given.filter((a) => !a.startsWith('-'));
  return patterns.length ? files.filter((file) => patterns.some((p) => new RegExp(p).test(file))) : files;
}

/** A file on the run's shared stack calls composedShop() with no options (e2e/support/composed-shop.ts). */
const usesSharedStack = (file: string) => readFileSync(file, 'utf8').includes('composedShop()');

void main();
