// Many tasks, a few at a time: the bench's seeding runs thousands of server calls through a handful of
// callers, and must end by its deadline whatever the server does.

export interface BoundedRun {
  /** Tasks that resolved. */
  done: number;
  /** Tasks that threw, with the first few messages (one of each). */
  failed: number;
  messages: string[];
  /** Tasks never started because the deadline came first. */
  skipped: number;
  ms: number;
}

const MESSAGES_KEPT = 5;

/** A promise and the function that resolves it (Node 20 has no Promise.withResolvers). */
export function latch(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Runs `task(0)` … `task(count - 1)`, at most `concurrency` at once, in order of index; no task starts
 * after `deadline` (epoch ms). Each task bounds its own time; a failure is counted, never thrown.
 * `ramp`: each caller starts once the one before has finished its first task. The Functions emulator
 * starts a worker process per concurrent request: twenty at once on two cores take longer than its 30 s
 * to load one, and fail; one after another, each loads while the others work.
 */
export async function runBounded(
  { count, concurrency, deadline = Infinity, ramp = false }: { count: number; concurrency: number; deadline?: number; ramp?: boolean },
  task: (index: number) => Promise<unknown>,
): Promise<BoundedRun> {
  const started = Date.now();
  let next = 0;
  const run: BoundedRun = { done: 0, failed: 0, messages: [], skipped: 0, ms: 0 };
  const callers = Math.max(1, Math.min(concurrency, count));
  const firstDone = Array.from({ length: callers }, latch);
  const caller = async (c: number) => {
    if (ramp && c > 0) await firstDone[c - 1]!.promise;
    while (next < count && Date.now() < deadline) {
      const index = next++;
      try {
        await task(index);
        run.done += 1;
      } catch (error) {
        run.failed += 1;
        const message = (error as Error).message;
        if (run.messages.length < MESSAGES_KEPT && !run.messages.includes(message)) run.messages.push(message);
      }
      firstDone[c]!.resolve();
    }
    // A caller that ran nothing lets the next one start all the same.
    firstDone[c]!.resolve();
  };
  await Promise.all(Array.from({ length: callers }, (_, c) => caller(c)));
  run.skipped = count - next;
  run.ms = Date.now() - started;
  return run;
}
