import path from 'node:path';
import { startTestStack, type AuthEmulator, type StaticServer, type TestStack } from './stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deleteEmulatorAccounts } = require(path.join(__dirname, '../../scripts/stack/auth-emulator.ts')) as {
  deleteEmulatorAccounts(url: string, projectId: string): Promise<void>;
};

// One composed stack for the whole run, for the journey files that do not need the shop as it starts
// (composedShop's `fresh`): starting one costs about 15 s of firebase-tools, paid once instead of a file
// each. jest's globalSetup starts it and hands its addresses to the files in E2E_SHARED_STACK;
// globalTeardown stops it. scripts/e2e.ts turns it off (E2E_SHARED_STACK=off) when no file of the run uses it.

const RUNNING = Symbol.for('storefront.e2e.sharedStack');
type Holder = { [RUNNING]?: TestStack };

/** What a journey file reads of the shared stack: its addresses and its Auth emulator's project, not its servers' controls. */
interface SharedStackInfo {
  url: string;
  ports: Record<string, number>;
  config: Record<string, unknown>;
  servers: Record<string, string>;
  authProjectId: string | null;
}

export async function startSharedStack(): Promise<void> {
  if (process.env.E2E_SHARED_STACK === 'off') return;
  const stack = await startTestStack();
  (globalThis as Holder)[RUNNING] = stack;
  const servers = Object.fromEntries(Object.entries(stack.servers).map(([name, server]) => [name, server.url]));
  const info: SharedStackInfo = { url: stack.url, ports: stack.ports, config: stack.config, servers, authProjectId: stack.servers.auth?.projectId ?? null };
  process.env.E2E_SHARED_STACK = JSON.stringify(info);
}

export async function stopSharedStack(): Promise<void> {
  await (globalThis as Holder)[RUNNING]?.stop();
}

/**
 * The run's shared stack, or null when there is none. Its servers cannot be stopped: other files use them.
 * Its Auth emulator can be emptied (files run one at a time, and each signs up shoppers of its own).
 */
export function sharedStack(): TestStack | null {
  const raw = process.env.E2E_SHARED_STACK;
  if (!raw || raw === 'off') return null;
  const info = JSON.parse(raw) as SharedStackInfo;
  const refuse = () => Promise.reject(new Error('The shared stack serves every journey file: ask composedShop for a fresh one to stop or start its servers.'));
  const server = (url: string): StaticServer => ({ url, start: refuse, stop: refuse });
  const servers: TestStack['servers'] = Object.fromEntries(Object.entries(info.servers).map(([name, url]) => [name, server(url)]));
  const authUrl = info.servers.auth;
  const projectId = info.authProjectId;
  if (authUrl && projectId) servers.auth = { ...server(authUrl), projectId, reset: () => deleteEmulatorAccounts(authUrl, projectId) } satisfies AuthEmulator;
  return {
    url: info.url,
    ports: info.ports,
    config: info.config,
    servers,
    // The run stops it.
    stop: async () => undefined,
  };
}
