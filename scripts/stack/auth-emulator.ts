// The Firebase Auth emulator as one server of the stack, and beside it (option `functions`) the Functions
// emulator running the shop's server (functions/lib): firebase-tools' CLI in its own process group, with
// a generated firebase.json in a git-ignored folder (.stack/auth-<port>/) so it writes nothing to the repo
// root or the user's home, and two stacks on different auth ports never share a port.
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ROOT } from './apps';
import { spawnFirebase, stopFirebase, type FirebaseProcess } from './firebase-process';
import { createAuthJournal } from './auth-journal';
import { createFunctionsGate } from './functions-gate';

/** The shop's server run beside the Auth emulator: a built functions package, and its environment. */
export interface LocalFunctions {
  source: string;
  env: Record<string, string>;
}

export interface AuthEmulator {
  port: number;
  url: string;
  /** The shop's server, when it runs beside the emulator. */
  functionsUrl: string | null;
  projectId: string;
  logFile: string;
  /** Resolves once the emulator answers; calling it again while starting or running waits for the same. */
  start(): Promise<void>;
  /** SIGTERM lets the emulator export (when dataDir is set) and exit; SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Deletes every account (between journeys). */
  reset(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
/**
 * The server's first answer waits for its migration and the first import of the catalog, up to the import's
 * 20 s budget (1 s for 200 products on 2 cores; a larger catalog goes on behind later answers). Once the Auth
 * emulator answers, the server gets one probe of this long: longer than any request the emulator allows (60 s).
 */
const SERVER_PROBE_MS = 70_000;
const STOP_GRACE_MS = 10_000;
const METADATA = 'firebase-export-metadata.json';

/**
 * The hub and the logging emulator always start beside auth (defaults 4400, 4500): two stacks would
 * clash there, so they sit just below the auth port. Eventarc and tasks start only with functions;
 * pinned all the same so no default port is ever taken.
 */
export function emulatorPorts(port: number) {
  return { auth: port, hub: port - 1, logging: port - 2, eventarc: port - 3, tasks: port - 4, functions: port - 5 };
}

/** Where the Functions emulator itself listens: behind the gate, which takes the Functions port (functions-gate.ts). */
const behindGate = (port: number) => port - 8; // below the catalog database's (− 7)
/** Where the Auth emulator itself listens when its accounts are kept: behind their journal (auth-journal.ts). */
const behindJournal = (port: number) => port - 9;

function firebaseJson(host: string, port: number, functions: LocalFunctions | undefined, journaled: boolean) {
  const { functions: _gate, auth: _journal, ...pinned } = emulatorPorts(port);
  const auth = journaled ? behindJournal(port) : port;
  const ports: Record<string, number> = functions ? { ...pinned, auth, functions: behindGate(port) } : { ...pinned, auth };
  const emulators = Object.fromEntries(Object.entries(ports).map(([name, p]) => [name, { host, port: p }]));
  return {
    ...(functions ? { functions: { source: path.relative(path.join(ROOT, '.stack', `auth-${port}`), functions.source) } } : {}),
    emulators: { ...emulators, ui: { enabled: false }, singleProjectMode: true },
  };
}

/**
 * Whether the shop's server answers: its catalog's categories, which it gives once the index is migrated
 * and the catalog imported. One request waits for that (up to `timeoutMs`): every request the emulator
 * gets while another is busy starts one more worker process, which would only slow the import down.
 */
async function serverAnswers(url: string, timeoutMs: number) {
  try {
    const res = await fetch(`${url}/catalog/categories`, { signal: AbortSignal.timeout(Math.max(1000, timeoutMs)) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The emulator's words when it ended a request at its 60 s limit: said in the error, it names the cause. */
const TIMED_OUT = 'Your function timed out';

/** What answers at url: 'auth' (an Auth emulator), 'other', or null (nothing). */
async function probe(url: string): Promise<'auth' | 'other' | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json().catch(() => null)) as { authEmulator?: unknown } | null;
    return body?.authEmulator ? 'auth' : 'other';
  } catch (error) {
    if ((error as Error | undefined)?.name === 'TimeoutError') return 'other';
    return null;
  }
}

function tail(file: string, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `dataDir`: accounts are imported from it on start (when it holds an export) and exported to it on stop.
 * `functions`: also run the shop's server from `source` (a built functions package), with `env`.
 */
export function createAuthEmulator({
  port,
  host = '127.0.0.1',
  projectId = 'demo-storefront',
  dataDir,
  functions,
  serverAfter,
}: {
  port: number;
  host?: string;
  projectId?: string;
  dataDir?: string;
  functions?: LocalFunctions | null;
  /** What the server's first call waits for: the stores it reads, starting beside the emulators' boot. */
  serverAfter?: Promise<void>;
}): AuthEmulator {
  const url = `http://${host}:${port}`;
  const functionsUrl = functions ? `http://${host}:${emulatorPorts(port).functions}/${projectId}/us-central1` : null;
  const home = path.join(ROOT, '.stack', `auth-${port}`);
  const logFile = path.join(home, 'emulator.log');
  const gate = functions ? createFunctionsGate({ port: emulatorPorts(port).functions, upstreamPort: behindGate(port), host }) : null;
  // Kept accounts are journaled before a change is answered; the export on exit stays, as a second copy.
  const accounts = dataDir ? createAuthJournal({ port, upstreamPort: behindJournal(port), projectId, base: path.resolve(dataDir), host }) : null;
  /** Where the emulator itself answers: behind the journal when there is one. */
  const emulatorUrl = accounts ? `http://${host}:${behindJournal(port)}` : url;
  let child: FirebaseProcess | null = null;
  let starting: Promise<void> | null = null;
  let stops = 0; // a stop() while start() probes the port cancels the launch

  function launch() {
    fs.mkdirSync(path.join(home, 'config'), { recursive: true });
    fs.mkdirSync(path.join(home, 'tmp'), { recursive: true });
    const config = path.join(home, 'firebase.json');
    fs.writeFileSync(config, `${JSON.stringify(firebaseJson(host, port, functions ?? undefined, Boolean(accounts)), null, 2)}\n`);
    const only = functions ? 'auth,functions' : 'auth';
    const args = ['emulators:start', '--only', only, '--project', projectId, '--config', config];
    if (dataDir) {
      const dir = path.resolve(dataDir);
      if (fs.existsSync(path.join(dir, METADATA))) args.push('--import', dir);
      args.push('--export-on-exit', dir);
    }
    child = spawnFirebase(args, {
      cwd: home, // firebase-debug.log and export scratch folders land here
      logFile,
      projectId,
      env: {
        XDG_CONFIG_HOME: path.join(home, 'config'), // firebase-tools' configstore, not ~/.config
        TMPDIR: path.join(home, 'tmp'), // the hub's locator file: per stack, so exports find their own hub
        ...functions?.env, // the functions' own settings reach them through the emulator's environment
      },
    });
  }

  async function waitUntilReady({ child: proc }: { child: ChildProcess }) {
    const started = Date.now();
    let deadline = started + READY_TIMEOUT_MS;
    let serverProbed = false;
    let accountsOpen = false;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`The Auth emulator on port ${port} exited before it was ready:\n${tail(logFile)}`);
      }
      if ((await probe(emulatorUrl)) === 'auth') {
        if (accounts && !accountsOpen) {
          await accounts.start();
          accountsOpen = true;
        }
        if (!functionsUrl) return;
        if (!serverProbed) await serverAfter;
        // However late the emulator came up, the server's first answer (its import) gets its whole window.
        if (!serverProbed) deadline = Math.max(deadline, Date.now() + SERVER_PROBE_MS + 5000);
        serverProbed = true;
        if (await serverAnswers(functionsUrl, Math.min(SERVER_PROBE_MS, deadline - Date.now()))) return;
      }
      await delay(200);
    }
    await stop();
    const log = tail(logFile);
    const cause = log.includes(TIMED_OUT) ? ' (the server\'s first answer outlasted the emulator\'s 60 s for a request)' : '';
    throw new Error(`The Auth emulator did not answer at ${url} within ${Math.round((deadline - started) / 1000)} s${cause}:\n${log}`);
  }

  function start() {
    starting ??= launchAndWait().catch((error) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  async function launchAndWait() {
    const stopsBefore = stops;
    const found = await probe(url);
    if (stops !== stopsBefore) throw new Error(`The Auth emulator at ${url} was stopped while starting.`);
    if (found) {
      const what = found === 'auth' ? 'an Auth emulator already answers there (another stack, or one left running)' : 'something else answers there';
      throw new Error(`Cannot start the Auth emulator at ${url}: ${what}. Stop it, or set AUTH_PORT to a free port.`);
    }
    await gate?.start();
    launch();
    const proc = child!;
    try {
      await waitUntilReady(proc);
    } catch (error) {
      if (child === proc) await stop();
      throw error;
    }
  }

  async function stop() {
    stops += 1;
    const proc = child;
    await gate?.stop();
    await accounts?.stop();
    if (!proc) return;
    await stopFirebase(proc, STOP_GRACE_MS);
    if (child === proc) {
      child = null;
      starting = null;
    }
  }

  const reset = () => deleteEmulatorAccounts(url, projectId);

  return { port, url, functionsUrl, projectId, logFile, start, stop, reset };
}

/** Deletes every account of the Auth emulator at `url` (between journeys). */
export async function deleteEmulatorAccounts(url: string, projectId: string): Promise<void> {
  const res = await fetch(`${url}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!res.ok) throw new Error(`Resetting the Auth emulator at ${url} failed: HTTP ${res.status} ${await res.text()}`);
}

