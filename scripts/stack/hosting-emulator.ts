// The Firebase Hosting emulator: firebase-tools itself (Node only, no Java, offline) serving a project
// folder through a firebase.json `hosting` array, one port per site, so production's hosting
// configuration runs on this machine. Its own process group, stopped with the stack that started it.
import fs from 'node:fs';
import path from 'node:path';
import { spawnFirebase, stopFirebase, type FirebaseProcess } from './firebase-process';

export interface HostingEmulator {
  /** Each site's address, in the order of `hosting`. */
  readonly urls: string[];
  readonly logFile: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** Where each site answers: the first at `port`, the next ones from port + 5 (firebase-tools' own rule). */
export const sitePorts = (port: number, count: number) => Array.from({ length: count }, (_, i) => (i === 0 ? port : port + 4 + i));

/** `dir`: the project folder (the sites' `public` paths are relative to it); `hosting`: firebase.json's array. */
export function createHostingEmulator({
  dir,
  hosting,
  firebaserc,
  projectId,
  port,
  host = '127.0.0.1',
}: {
  dir: string;
  hosting: object[];
  firebaserc: object;
  projectId: string;
  port: number;
  host?: string;
}): HostingEmulator {
  const urls = sitePorts(port, hosting.length).map((p) => `http://${host}:${p}`);
  const logFile = path.join(dir, 'hosting-emulator.log');
  let child: FirebaseProcess | null = null;

  async function start(): Promise<void> {
    fs.mkdirSync(path.join(dir, 'config'), { recursive: true });
    // The hub and the logging emulator start beside hosting: pinned below its port, so nothing takes a default.
    const emulators = { hosting: { host, port }, hub: { host, port: port - 1 }, logging: { host, port: port - 2 }, ui: { enabled: false }, singleProjectMode: true };
    fs.writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify({ hosting, emulators }, null, 2)}\n`);
    fs.writeFileSync(path.join(dir, '.firebaserc'), `${JSON.stringify(firebaserc, null, 2)}\n`);
    child = spawnFirebase(['emulators:start', '--only', 'hosting', '--project', projectId], {
      cwd: dir,
      logFile,
      projectId,
      env: { XDG_CONFIG_HOME: path.join(dir, 'config') },
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.child.exitCode !== null) break;
      const answers = await Promise.all(urls.map((url) => fetch(url, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false)));
      if (answers.every(Boolean)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await stop();
    throw new Error(`The Hosting emulator did not answer at ${urls.join(', ')}:\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}`);
  }

  async function stop() {
    const proc = child;
    if (!proc) return;
    child = null;
    await stopFirebase(proc);
  }

  return { urls, logFile, start, stop };
}

