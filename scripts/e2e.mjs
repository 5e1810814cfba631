// The browser journeys: build every app (production, as `npm start` does), then run them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./ts-require.cjs');
const { ROOT, presentApps } = require('./stack/apps.ts');
const { buildApps, buildServer } = require('./stack/build.ts');

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Browser journeys need Chromium at ${chromium} (Debian: apt-get install -y chromium).`);
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  console.log('Building every app for the browser journeys…');
  buildApps(presentApps(), { quiet: true });
  buildServer({ quiet: true });
}
const jest = path.join(ROOT, 'node_modules/.bin/jest');
const args = ['--config', 'e2e/jest.config.cjs', ...process.argv.slice(2).filter((a) => a !== '--no-build')];
const result = spawnSync(jest, args, { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
