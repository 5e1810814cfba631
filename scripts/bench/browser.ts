// The bench's Chromium for the byte tables (CHROME_PATH, which bench.mjs sets from chromium-path.ts), headless,
// with nothing of its own on the network.
import { chromium, type Browser } from 'playwright-core';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
}
