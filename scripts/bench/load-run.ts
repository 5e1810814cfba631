// The load run: many visitors at once asking the catalog endpoint, each one request after another for a
// fixed time, as a busy hour looks to the server. Visitors join one at a time first (the warm-up, not
// counted): the Functions emulator starts a worker process per concurrent request, and fifty starting at
// once on two cores outlast its 30 s to load one and fail, which Cloud Functions (one instance serves 80
// requests at once) never does. Bounded: the warm-up by RAMP_LIMIT_MS, the run by its deadline, and no
// request outlives either by more than LATE_MS.
import { latch } from './bounded';
import type { CatalogQueryPath } from './catalog-queries';
import { percentiles, type Percentiles } from './percentiles';
import { timedGet } from './query-timing';

export interface LoadRun extends Percentiles {
  visitors: number;
  seconds: number;
  errors: number;
  /** One of each error message, the first few. */
  messages: string[];
  /** Requests answered a second, over the run. */
  perSecond: number;
  /** Visitors joining one at a time before the run: how long, what they asked, what failed. */
  warmup: { ms: number; requests: number; errors: number };
}

/** A request still unanswered this long after the deadline counts as an error. */
const LATE_MS = 15_000;
/** The warm-up ends by then even if a visitor never got its first answer; the rest join at once. */
const RAMP_LIMIT_MS = 180_000;

/**
 * `visitors` loops, each asking the mix in turn (starting at its own place, so the queries are spread)
 * from `base`: joining one after another, each once the one before had its first answer; then, all
 * asking, for `seconds`, the run that is measured.
 */
export async function loadRun(
  base: string,
  mix: CatalogQueryPath[],
  {
    visitors = 50,
    seconds = 30,
    rampLimitMs = RAMP_LIMIT_MS,
    /** One request: its time, or a throw for an error (the catalog's GET by default; the rendered pages' own). */
    get = timedGet,
  }: { visitors?: number; seconds?: number; rampLimitMs?: number; get?: (url: string, signal: AbortSignal) => Promise<number> } = {},
): Promise<LoadRun> {
  const rampStarted = Date.now();
  // No request outlives the run by more than LATE_MS: each gets a timeout of its own up to then (one signal
  // shared by thousands of requests would collect a listener from each).
  const hardStop = rampStarted + rampLimitMs + seconds * 1000 + LATE_MS;
  const joined = Array.from({ length: visitors }, latch);
  let runStarted = 0;
  let deadline = Infinity;
  const everyoneIn = latch();
  const startRun = () => {
    if (runStarted) return;
    runStarted = Date.now();
    deadline = runStarted + seconds * 1000;
    everyoneIn.resolve();
  };
  const rampLimit = setTimeout(startRun, rampLimitMs);
  void joined[visitors - 1]?.promise.then(startRun);
  const times: number[] = [];
  const messages: string[] = [];
  const warmup = { ms: 0, requests: 0, errors: 0 };
  let errors = 0;
  const visitor = async (v: number) => {
    if (v > 0) await Promise.race([joined[v - 1]!.promise, everyoneIn.promise]);
    for (let i = v; Date.now() < deadline; i += 1) {
      const counted = runStarted > 0;
      try {
        const ms = await get(`${base}${mix[i % mix.length]!.path}`, AbortSignal.timeout(Math.max(1, hardStop - Date.now())));
        if (counted) times.push(ms);
        else warmup.requests += 1;
      } catch (error) {
        if (!counted) {
          warmup.errors += 1;
        } else {
          errors += 1;
          const message = (error as Error).message;
          if (messages.length < 5 && !messages.includes(message)) messages.push(message);
        }
      }
      joined[v]!.resolve();
    }
  };
  try {
    await Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v)));
  } finally {
    clearTimeout(rampLimit);
  }
  warmup.ms = runStarted - rampStarted;
  const elapsed = (Date.now() - runStarted) / 1000;
  return { ...percentiles(times), visitors, seconds, errors, messages, perSecond: times.length / elapsed, warmup };
}
