// The server query's time, as a visitor's browser waits for it: a GET of the catalog endpoint from Node,
// headers and whole body, one at a time, so each request has the server to itself.
import { performance } from 'node:perf_hooks';
import type { CatalogQueryPath } from './catalog-queries';
import { percentiles, type Percentiles } from './percentiles';

/** A request slower than this is a failure, not a time. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Milliseconds until `url`'s whole body arrived; throws on anything but a 200 with a body. */
export async function timedGet(url: string, signal: AbortSignal = AbortSignal.timeout(REQUEST_TIMEOUT_MS)): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200 || !body) throw new Error(`HTTP ${res.status} for ${url}`);
  return ms;
}

export interface QueryTiming extends Percentiles {
  /** The mix's queries by name, each with its median. */
  byQuery: { name: string; p50: number }[];
  errors: number;
}

/**
 * `requests` GETs of the mix under `base`, in turn, after `warmup` unmeasured rounds of the whole mix
 * (the server's first answers load its code and warm the database's pages). Sequential: bounded by count,
 * and each request by its own timeout.
 */
export async function timeQueries(base: string, mix: CatalogQueryPath[], { requests = 200, warmup = 2 } = {}): Promise<QueryTiming> {
  for (let round = 0; round < warmup; round += 1) for (const q of mix) await timedGet(`${base}${q.path}`).catch(() => undefined);
  const times: number[][] = mix.map(() => []);
  let errors = 0;
  for (let i = 0; i < requests; i += 1) {
    const at = i % mix.length;
    try {
      times[at]!.push(await timedGet(`${base}${mix[at]!.path}`));
    } catch {
      errors += 1;
    }
  }
  return {
    ...percentiles(times.flat()),
    byQuery: mix.map((q, i) => ({ name: q.name, p50: percentiles(times[i]!).p50 })),
    errors,
  };
}

/**
 * One query timed at several stores side by side: `requests` GETs of each after `warmup` rounds, one store
 * after the other in turn (their order reversed every round, so none always follows another). A machine
 * whose speed drifts (another tenant, its clock) then moves every store's times alike, and their ratio is
 * the stores' own. One QueryTiming per base, in their order.
 */
export async function timeSideBySide(bases: readonly string[], query: CatalogQueryPath, { requests = 40, warmup = 2 } = {}): Promise<QueryTiming[]> {
  for (let round = 0; round < warmup; round += 1) for (const base of bases) await timedGet(`${base}${query.path}`).catch(() => undefined);
  const times: number[][] = bases.map(() => []);
  const errors = bases.map(() => 0);
  for (let i = 0; i < requests; i += 1) {
    const order = [...bases.keys()];
    for (const at of i % 2 === 0 ? order : order.reverse()) {
      try {
        times[at]!.push(await timedGet(`${bases[at]}${query.path}`));
      } catch {
        errors[at]! += 1;
      }
    }
  }
  return times.map((own, at) => ({ ...percentiles(own), byQuery: [{ name: query.name, p50: percentiles(own).p50 }], errors: errors[at]! }));
}
