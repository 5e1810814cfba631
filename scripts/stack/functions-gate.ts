// The local server's front door: an HTTP proxy on the Functions port, in front of the Functions emulator.
// The emulator starts one worker process for every request in flight that finds no idle worker; on a
// cold stack a burst of 50 calls starts 50 workers at once, each loading the whole server, none ready
// within the emulator's 30 s, and those requests are never answered (firebase-tools drops them). Cloud
// Functions in production scales and queues on its own; locally this gate does it:
// - a function with no worker yet gets one request at a time, so only one worker is started for it;
// - once it has answered, up to `perFunction` at a time (workers are reused when idle), `total` in all;
// - the rest wait in order; a request that waits past `queueMs`, or that the emulator does not answer
//   within `answerMs`, is answered 503 with "try again" (the callable protocol's UNAVAILABLE). Never silence.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GateLimits {
  /** Requests in flight to one warm function. */
  perFunction: number;
  /** Requests in flight in all. */
  total: number;
  /** How long a request may wait for its turn. */
  queueMs: number;
  /** How long the emulator may take to answer once a request is passed on (its own limit is 60 s, plus a worker's start). */
  answerMs: number;
}

export const GATE_LIMITS: GateLimits = { perFunction: 4, total: 8, queueMs: 60_000, answerMs: 100_000 };

export const BUSY_MESSAGE = 'The shop is busy. Please try again in a moment.';

export interface FunctionsGate {
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Waiter {
  fn: string;
  go(): void;
  /** Gives up its place without an answer (the gate is stopping). */
  drop(): void;
}

/** The function a request names: `/{project}/{region}/{function}/…`. */
const functionOf = (url: string | undefined) => (url ?? '/').split('?')[0]!.split('/')[3] ?? '';

/** A 503 the caller can read: the callable protocol's error for a POST, a catalog-style message otherwise. */
function answerBusy(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = req.method === 'POST' ? { error: { status: 'UNAVAILABLE', message: BUSY_MESSAGE } } : { message: BUSY_MESSAGE };
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Retry-After': '5',
    'Cache-Control': 'no-store',
    // The shop's pages call from their own origin: without this the browser could not read the answer.
    ...(req.headers.origin ? { 'Access-Control-Allow-Origin': req.headers.origin, Vary: 'Origin' } : {}),
  });
  res.end(JSON.stringify(body));
}

/** The gate on `port` (0: a free one) in front of the emulator at `upstreamPort`. */
export function createFunctionsGate({
  port,
  upstreamPort,
  host = '127.0.0.1',
  limits = GATE_LIMITS,
}: {
  port: number;
  upstreamPort: number;
  host?: string;
  limits?: GateLimits;
}): FunctionsGate {
  const warm = new Set<string>();
  const inFlight = new Map<string, number>();
  let total = 0;
  const queue: Waiter[] = [];
  let server: http.Server | null = null;
  let listening = port;

  const hasRoom = (fn: string) => total < limits.total && (inFlight.get(fn) ?? 0) < (warm.has(fn) ? limits.perFunction : 1);

  /** Lets in every waiting request whose function has room, oldest first. */
  function admit() {
    for (let i = 0; i < queue.length && total < limits.total; ) {
      const waiter = queue[i]!;
      if (!hasRoom(waiter.fn)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      waiter.go();
    }
  }

  function pass(req: IncomingMessage, res: ServerResponse, fn: string) {
    total += 1;
    inFlight.set(fn, (inFlight.get(fn) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      total -= 1;
      inFlight.set(fn, inFlight.get(fn)! - 1);
      admit();
    };
    const upstream = http.request({ host, port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      warm.add(fn);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', release);
      answer.on('error', release);
    });
    upstream.setTimeout(limits.answerMs, () => upstream.destroy(new Error('no answer in time')));
    upstream.on('error', () => {
      release();
      answerBusy(req, res);
    });
    res.on('close', () => {
      // The caller left: its request is let go, and so is its place.
      if (!res.writableFinished) upstream.destroy();
      release();
    });
    req.pipe(upstream);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const fn = functionOf(req.url);
    if (queue.length === 0 && hasRoom(fn)) {
      pass(req, res, fn);
      return;
    }
    const waiter: Waiter = {
      fn,
      go: () => {
        clearTimeout(timer);
        pass(req, res, fn);
      },
      drop: () => clearTimeout(timer),
    };
    const leave = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      clearTimeout(timer);
    };
    const timer = setTimeout(() => {
      leave();
      answerBusy(req, res);
    }, limits.queueMs);
    res.on('close', leave);
    queue.push(waiter);
  }

  return {
    get port() {
      return listening;
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        if (server) return resolve();
        const next = http.createServer(handle);
        next.keepAliveTimeout = 5_000;
        next.once('error', (error: NodeJS.ErrnoException) =>
          reject(new Error(`Cannot start the local server's gate at ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is taken' : error.message}`)),
        );
        next.listen(port, host, () => {
          server = next;
          listening = (next.address() as AddressInfo).port;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        for (const waiter of queue.splice(0)) waiter.drop();
        if (!current) return resolve();
        current.closeAllConnections();
        current.close(() => resolve());
      }),
  };
}
