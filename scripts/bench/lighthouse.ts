// Lighthouse in the bench: Lighthouse's default mobile settings (form factor, simulated throttling), the
// performance category only, against the bench's stack on loopback, in a Chromium the bench starts with a
// debugging port. Per page: score, LCP, TBT, CLS, requests, JS (gzip, as js-loads.ts counts it), the
// start-up part of it, the route's own JS and the request waterfall. /checkout runs for a signed-in
// shopper with one cart line: signed in over CDP in the same profile, measured without a storage reset.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Artifacts, RunnerResult, TraceEvent } from 'lighthouse';
import { chromium } from 'playwright-core';
import { readyForCheckout } from './checkout';
import { builtPath, summarise, type ScriptLoad, type Summary } from './js-loads';
import { medianRun, type PageRow } from './lighthouse-report';
import { signUpNewShopper } from './sign-in';
import { describeWaterfall, type Request } from './waterfall';

/**
 * One page's row: the fields the report reads, and more for a saved run. A metric Lighthouse gave no value
 * for is null here, though the report's PageRow, which these rows feed, declares numbers.
 */
export interface LighthouseRow extends Omit<PageRow, 'lcpMs' | 'tbtMs' | 'cls' | 'signedIn' | 'scores'> {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  byApp: Summary['byApp'];
  warnings: RunnerResult['lhr']['runWarnings'];
}

export interface LighthouseRun {
  /** Each page's median run, with every run's score. */
  pages: (LighthouseRow & { scores: number[]; signedIn: boolean })[];
  failures: { route: string; message: string }[];
}

/** A request of the run, for the waterfall, and whether it left this machine. */
type RunRequest = Request & { external: boolean };

/** An element as Lighthouse's audit details name it. */
interface NodeDetail {
  type?: string;
  nodeLabel?: string;
  selector?: string;
}

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Scheduled main-thread tasks, as Lighthouse's own dependency graph names them. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

/** Chromium with a debugging port and a fresh profile; `stop()` ends it and deletes the profile. */
async function launchChromium(port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  // A Chromium that could not start emits 'error' instead; either way it is gone.
  const exited = once(child, 'exit').catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing to the profile as the browser exits: a profile
    // that will not go costs a temporary folder, never the measurements.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 30, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove Chromium's profile ${profile}: ${(error as Error).message}`);
    }
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium did not open its debugging port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Start time (ms) of the main-thread task that sent each request, by request id. */
function sendingTasks(mainThreadEvents: TraceEvent[]): Map<string, number> {
  const started = new Map<string, number>();
  // Only a task with a duration is kept.
  let task: (TraceEvent & { dur: number }) | null = null;
  for (const event of mainThreadEvents) {
    if (TASKS.has(event.name) && event.dur && (!task || event.ts > task.ts + task.dur)) task = event as TraceEvent & { dur: number };
    else if (event.name === 'ResourceSendRequest' && task && event.ts <= task.ts + task.dur) started.set(event.args.data!.requestId!, task.ts / 1000);
  }
  return started;
}

/** Every http request of the run, for the waterfall: who serves it, when it was sent and done. */
async function requestsOf(artifacts: Artifacts, names: Record<string, string>): Promise<RunRequest[]> {
  const { NetworkRecords } = await import('lighthouse/core/computed/network-records.js');
  const { ProcessedTrace } = await import('lighthouse/core/computed/processed-trace.js');
  const context = { computedCache: new Map() };
  const records = await NetworkRecords.request(artifacts.DevtoolsLog, context);
  const { mainThreadEvents } = await ProcessedTrace.request(artifacts.Trace, context);
  const sentBy = sendingTasks(mainThreadEvents);
  return records
    .filter((r) => /^https?:/.test(r.url))
    .map((r) => {
      const url = new URL(r.url);
      return {
        id: r.requestId,
        url: r.url,
        type: r.resourceType ?? 'Other',
        sentAt: sentBy.get(r.requestId) ?? Math.min(r.rendererStartTime, r.networkRequestTime),
        endAt: r.networkEndTime,
        app: names[url.port] ?? url.host,
        external: !LOOPBACK.has(url.hostname),
      };
    });
}

/** An element as one short line: Lighthouse's label for it (its text or alt), or its selector. */
const nodeName = (node: NodeDetail | undefined) => {
  const name = (node?.nodeLabel ?? node?.selector ?? 'unknown').replace(/\s+/g, ' ').trim();
  return name.length > 70 ? `${name.slice(0, 69)}…` : name;
};

/** One page's row from a Lighthouse result. */
async function pageRow(
  route: string,
  { lhr, artifacts }: RunnerResult,
  { appByPort, names }: { appByPort: Record<string, string>; names: Record<string, string> },
): Promise<LighthouseRow> {
  const requests = await requestsOf(artifacts, names);
  // Audit details are a union of shapes, one per audit: these say which shape each audit read here has.
  const metrics = (lhr.audits.metrics!.details as { type: 'debugdata'; items: { observedLargestContentfulPaintTs: number }[] }).items[0]!;
  // The first view: scripts asked for before the largest paint (the unthrottled run's own timing).
  const paintedAt = metrics.observedLargestContentfulPaintTs / 1000;
  // As js-loads.ts counts them: each app's built file, gzip.
  const scriptsOf = (list: RunRequest[]): ScriptLoad[] =>
    list.flatMap((r) => {
      const { port, pathname } = new URL(r.url);
      return r.type === 'Script' && appByPort[port] ? [{ app: appByPort[port], pathname: builtPath(pathname) }] : [];
    });
  const js = summarise(scriptsOf(requests));
  const startup = summarise(scriptsOf(requests.filter((r) => r.sentAt < paintedAt)));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const lcpNode = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: NodeDetail }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node
    ?? (lhr.audits['lcp-breakdown-insight']?.details as { items?: NodeDetail[] } | undefined)?.items?.find((i) => i.type === 'node');
  return {
    route,
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    requests: requests.length,
    jsKb: js.totalKb,
    startupJsKb: startup.totalKb,
    ownJsKb: js.totalKb - (js.byApp.shell?.remoteEntry ?? 0) - (js.byApp.shell?.chunks ?? 0),
    byApp: js.byApp,
    lcpElement: lcpNode ? nodeName(lcpNode) : null,
    shifts: ((lhr.audits['layout-shifts']?.details as { items?: { node?: NodeDetail; score: number }[] } | undefined)?.items ?? []).map((item) => ({
      element: nodeName(item.node),
      score: item.score,
    })),
    waterfall: describeWaterfall(requests),
    external: requests.filter((r) => r.external).map((r) => r.url),
    warnings: lhr.runWarnings,
  };
}

/** Lighthouse's Node API (an ES module from v13 on) on one page of the Chromium at `port`. */
async function runLighthouse(url: string, port: number, { disableStorageReset = false } = {}): Promise<RunnerResult> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset,
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result;
}

/**
 * In the Chromium at `port`, over CDP in its own profile: a new shopper signs up, gets a complete profile
 * and one cart line, and /checkout shows its first step.
 */
async function signInForCheckout(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${url}/register?debug`);
    await signUpNewShopper(page);
    await readyForCheckout(page, url);
    await page.goto(`${url}/checkout`);
    await page.getByRole('heading', { name: /Step 1 of 4/ }).waitFor();
    await page.close();
  } finally {
    // Connected, not launched: this only disconnects, the profile and its signed-in storage stay.
    await browser.close();
  }
}

/** Clears the HTTP cache of the Chromium at `port` (Lighthouse's storage reset would sign the shopper out). */
async function clearCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse on each public route, then on /checkout signed in (when `signedIn`), `runs` times each:
 * a page's row is its median run.
 */
export async function measureLighthouse({
  url,
  appByPort,
  ports,
  debuggingPort,
  routes,
  signedIn,
  runs = 1,
}: {
  url: string;
  appByPort: Record<string, string>;
  ports: Record<string, number>;
  debuggingPort: number;
  routes: string[];
  signedIn?: string;
  runs?: number;
}): Promise<LighthouseRun> {
  const names = { ...appByPort, [String(ports.catalog)]: 'catalog', [String(ports.auth)]: 'auth' };
  const browser = await launchChromium(debuggingPort);
  const pages: LighthouseRun['pages'] = [];
  const failures: LighthouseRun['failures'] = [];
  const measure = async (route: string, options: { disableStorageReset?: boolean } = {}, beforeEach = async (): Promise<void> => undefined) => {
    try {
      const rows: LighthouseRow[] = [];
      for (let run = 0; run < runs; run += 1) {
        await beforeEach();
        rows.push(await pageRow(route, await runLighthouse(`${url}${route}`, debuggingPort, options), { appByPort, names }));
      }
      pages.push({ ...medianRun(rows), signedIn: Boolean(options.disableStorageReset) });
    } catch (error) {
      failures.push({ route, message: (error as Error).message });
    }
  };
  try {
    for (const route of routes) await measure(route);
    if (signedIn) {
      try {
        await signInForCheckout(debuggingPort, url);
        // Each run fetches every file again, as a first visit does.
        await measure(signedIn, { disableStorageReset: true }, () => clearCache(debuggingPort));
      } catch (error) {
        failures.push({ route: signedIn, message: `signing in: ${(error as Error).message}` });
      }
    }
  } finally {
    await browser.stop();
  }
  return { pages, failures };
}
