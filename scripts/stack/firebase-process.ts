// firebase-tools' CLI as the stack runs its emulators (Auth with Functions, Hosting): in its own process
// group, its output in a log file, and stopped as a group. One place for both, so they start and stop alike.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';
import { offlineGoogleEnv } from './offline-env';

const FIREBASE_CLI = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** Stops the emulator when the stack that started it is gone (firebase-guard.cjs). */
const GUARD = path.join(__dirname, 'firebase-guard.cjs');

export interface FirebaseProcess {
  child: ChildProcess;
  /** Settles when the CLI has exited. */
  exited: Promise<void>;
}

/**
 * `firebase <args>` in `cwd`, writing to `logFile`; `env` adds to this process's environment. The CLI and
 * what it starts (the Functions emulator's workers inherit its environment) are told they run as
 * `projectId`, with no metadata server to look for (offline-env.ts).
 */
export function spawnFirebase(
  args: string[],
  { cwd, logFile, projectId, env = {} }: { cwd: string; logFile: string; projectId: string; env?: NodeJS.ProcessEnv },
): FirebaseProcess {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--require', GUARD, FIREBASE_CLI, ...args], {
    cwd,
    detached: true, // its own process group: stopping it ends the whole tree, Ctrl-C reaches it only through us
    stdio: ['pipe', out, out], // stdin is the guard's lifeline to this process
    // CI skips the message-of-the-day fetch (a network call).
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', CI: '1', ...offlineGoogleEnv(projectId), ...env },
  });
  fs.closeSync(out);
  const stdin = child.stdin!;
  stdin.on('error', () => {});
  // Neither the pipe nor the child keeps this process alive; if it ends, the guard stops the emulator.
  child.unref();
  (stdin as unknown as { unref?: () => void }).unref?.();
  return { child, exited: new Promise((resolve) => child.once('exit', () => resolve())) };
}

/** SIGTERM to the group (an emulator exports its data and exits), SIGKILL after `graceMs`, then to anything left. */
export async function stopFirebase({ child, exited }: FirebaseProcess, graceMs = 10_000): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  signal('SIGKILL');
  child.stdin?.destroy();
}
