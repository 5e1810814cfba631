// The Firebase Auth emulator as one server of the stack, and beside it (option `functions`) the Functions
// emulator running the shop's server (functions/lib): firebase-tools' CLI in its own process group, with
// a generated firebase.json in a git-ignored folder (.stack/auth-<port>/) so it writes nothing to the repo
// root or the user's home, and two stacks on different auth ports never share a port.
const fs = require('node:fs');
const path = require('node:path');
require('../ts-require.cjs');
const { ROOT } = require('./apps.ts');
const { spawnFirebase, stopFirebase } = require('./firebase-process.ts');

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const METADATA = 'firebase-export-metadata.json';

/**
 * The hub and the logging emulator always start beside auth (defaults 4400, 4500): two stacks would
 * clash there, so they sit just below the auth port. Eventarc and tasks start only with functions;
 * pinned all the same so no default port is ever taken.
 */
function emulatorPorts(port) {
  return { auth: port, hub: port - 1, logging: port - 2, eventarc: port - 3, tasks: port - 4, functions: port - 5 };
}

function firebaseJson(host, port, functions) {
  const { functions: functionsPort, ...ports } = emulatorPorts(port);
  if (functions) ports.functions = functionsPort;
  const emulators = Object.fromEntries(Object.entries(ports).map(([name, p]) => [name, { host, port: p }]));
  return {
    ...(functions ? { functions: { source: path.relative(path.join(ROOT, '.stack', `auth-${port}`), functions.source) } } : {}),
    emulators: { ...emulators, ui: { enabled: false }, singleProjectMode: true },
  };
}

/** Whether the shop's server answers: a public callable (its listings) returns a result. */
async function serverAnswers(url) {
  try {
    const res = await fetch(`${url}/listListings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"data":{}}',
      signal: AbortSignal.timeout(2000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** What answers at url: 'auth' (an Auth emulator), 'other', or null (nothing). */
async function probe(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const body = await res.json().catch(() => null);
    return body?.authEmulator ? 'auth' : 'other';
  } catch (error) {
    if (error?.name === 'TimeoutError') return 'other';
    return null;
  }
}

function tail(file, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ port: number, host?: string, projectId?: string, dataDir?: string,
 *   functions?: { source: string, env: Record<string, string> } }} options
 *   dataDir: accounts are imported from it on start (when it holds an export) and exported to it on stop.
 *   functions: also run the shop's server from `source` (a built functions package), with `env`.
 */
function createAuthEmulator({ port, host = '127.0.0.1', projectId = 'demo-storefront', dataDir, functions }) {
  const url = `http://${host}:${port}`;
  const functionsUrl = functions ? `http://${host}:${emulatorPorts(port).functions}/${projectId}/us-central1` : null;
  const home = path.join(ROOT, '.stack', `auth-${port}`);
  const logFile = path.join(home, 'emulator.log');
  /** @type {import('./firebase-process').FirebaseProcess | null} */
  let child = null;
  /** @type {Promise<void> | null} */
  let starting = null;
  let stops = 0; // a stop() while start() probes the port cancels the launch

  function launch() {
    fs.mkdirSync(path.join(home, 'config'), { recursive: true });
    fs.mkdirSync(path.join(home, 'tmp'), { recursive: true });
    const config = path.join(home, 'firebase.json');
    fs.writeFileSync(config, `${JSON.stringify(firebaseJson(host, port, functions), null, 2)}\n`);
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
      env: {
        XDG_CONFIG_HOME: path.join(home, 'config'), // firebase-tools' configstore, not ~/.config
        TMPDIR: path.join(home, 'tmp'), // the hub's locator file: per stack, so exports find their own hub
        ...functions?.env, // the functions' own settings reach them through the emulator's environment
      },
    });
  }

  async function waitUntilReady({ child: proc }) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`The Auth emulator on port ${port} exited before it was ready:\n${tail(logFile)}`);
      }
      if ((await probe(url)) === 'auth' && (!functionsUrl || (await serverAnswers(functionsUrl)))) return;
      await delay(200);
    }
    await stop();
    throw new Error(`The Auth emulator did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
  }

  /** Resolves once the emulator answers; calling it again while starting or running waits for the same. */
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
    launch();
    const proc = child;
    try {
      await waitUntilReady(proc);
    } catch (error) {
      if (child === proc) await stop();
      throw error;
    }
  }

  /** SIGTERM lets the emulator export (when dataDir is set) and exit; SIGKILL after 10 s. */
  async function stop() {
    stops += 1;
    const proc = child;
    if (!proc) return;
    await stopFirebase(proc, STOP_GRACE_MS);
    if (child === proc) {
      child = null;
      starting = null;
    }
  }

  /** Deletes every account (between journeys). */
  async function reset() {
    const res = await fetch(`${url}/emulator/v1/projects/${projectId}/accounts`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
    if (!res.ok) throw new Error(`Resetting the Auth emulator at ${url} failed: HTTP ${res.status} ${await res.text()}`);
  }

  return { port, url, functionsUrl, projectId, logFile, start, stop, reset };
}

module.exports = { createAuthEmulator, emulatorPorts };
