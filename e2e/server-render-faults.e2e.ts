// Guards: a remote whose server render fails costs only its own area (functions/src/render). Its server
// entry first hangs (the render's budget passes), then throws while rendering: each time the page still
// comes as HTML with the bar and the footer, that area is the browser's, and the browser fills it in.
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser';
import { composedShop } from './support/composed-shop';
import { E2E_PORT } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';
import { CONTRACTS_VERSION } from '../shared-contracts/src/version';

const FILES_PORT = E2E_PORT + 76;
const REMOTE_PORT = E2E_PORT + 77;
const REMOTE = `http://127.0.0.1:${REMOTE_PORT}`;

// The marketing team's real build, except its server entry, which hangs or throws as `entry` says.
let entry: 'hangs' | 'throws' = 'hangs';
let throwingEntryServed = false;
const THROWING_ENTRY = `module.exports = { contractsVersion: '${CONTRACTS_VERSION}', screens: { Home: { default: function Home() { throw new Error('the home page cannot render on the server'); } } } };`;
const files = createStaticServer({ root: path.join(__dirname, '../mf-marketing/dist'), port: FILES_PORT, cors: true });
const sockets = new Set<Socket>();
const remote = http.createServer((req, res) => {
  if (req.url === '/server/entry.cjs') {
    if (entry === 'hangs') return; // never answered, until the server stops
    throwingEntryServed = true;
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(THROWING_ENTRY);
    return;
  }
  fetch(`${files.url}${req.url}`, { headers: { 'Accept-Encoding': 'identity' } }).then(
    async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    },
    () => res.writeHead(502).end(),
  );
});
remote.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

beforeAll(async () => {
  await files.start();
  await new Promise<void>((resolve) => remote.listen(REMOTE_PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => remote.close(resolve));
  await files.stop();
});

const shop = composedShop({ env: { MF_MARKETING_MANIFEST: `${REMOTE}/mf-manifest.json` } });

/** The home page as a browser without JavaScript gets it: the server's HTML alone. */
async function homeWithoutScript(): Promise<Page> {
  const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${shop.stack.url}/`);
  return page;
}

async function expectOnlyTheAreaLeftToTheBrowser(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  await expect(page.getByRole('status', { name: 'Loading This page' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('heading', { name: 'Shop By Categories' }).count()).resolves.toBe(0);
}

/** With JavaScript, the browser renders the area the server left, and nothing else fails. */
async function expectTheBrowserToFillItIn() {
  const context = await shop.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shop.stack.url}/`);
  await page.getByRole('heading', { name: 'Shop By Categories' }).waitFor();
  await page.getByRole('button', { name: 'Next slide' }).click();
  expect(errors).toEqual([]);
  await context.close();
}

test('a remote whose server entry never answers: past the budget, its area is left to the browser, the rest is HTML', async () => {
  const page = await homeWithoutScript();
  await expectOnlyTheAreaLeftToTheBrowser(page);
  await page.context().close();
  await expectTheBrowserToFillItIn();
});

test('a remote whose screen throws on the server: its area is left to the browser, the rest is HTML', async () => {
  entry = 'throws';
  // The render function asks for the entry again within a second (SHOP_RENDER_REFRESH_MS); a page asked for
  // after the throwing entry was fetched is rendered with it.
  let page = await homeWithoutScript();
  while (!throwingEntryServed) {
    await page.context().close();
    page = await homeWithoutScript();
  }
  await page.context().close();
  page = await homeWithoutScript();
  await expectOnlyTheAreaLeftToTheBrowser(page);
  await page.context().close();
  await expectTheBrowserToFillItIn();
});
