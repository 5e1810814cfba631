import { startTestStack, type StaticServer, type TestStack } from './stack';

// One composed stack for the whole run, for the journey files that do not need the shop as it starts
// (composedShop's `fresh`): starting one costs about 15 s of firebase-tools, paid once instead of a file
// each. jest's globalSetup starts it and hands its addresses to the files in E2E_SHARED_STACK;
// globalTeardown stops it. scripts/e2e.ts turns it off (E2E_SHARED_STACK=off) when no file of the run uses it.

const RUNNING = Symbol.for('storefront.e2e.sharedStack');
type Holder = { [RUNNING]?: TestStack };

/** What a journey file reads of the shared stack: its addresses, not its servers' controls. */
interface SharedStackInfo {
  url: string;
  ports: Record<string, number>;
  config: Record<string, unknown>;
  servers: Record<string, string>;
}

export async function startSharedStack(): Promise<void> {
  if (process.env.E2E_SHARED_STACK === 'off') return;
  const stack = await startTestStack();
  (globalThis as Holder)[RUNNING] = stack;
  const servers = Object.fromEntries(Object.entries(stack.servers).map(([name, server]) => [name, server.url]));
  const info: SharedStackInfo = { url: stack.url, ports: stack.ports, config: stack.config, servers };
  process.env.E2E_SHARED_STACK = JSON.stringify(info);
}

export async function stopSharedStack(): Promise<void> {
  await (globalThis as Holder)[RUNNING]?.stop();
}

/** The run's shared stack, or null when there is none. Its servers cannot be stopped: other files use them. */
export function sharedStack(): TestStack | null {
  const raw = process.env.E2E_SHARED_STACK;
  if (!raw || raw === 'off') return null;
  const info = JSON.parse(raw) as SharedStackInfo;
  const refuse = () => Promise.reject(new Error('The shared stack serves every journey file: ask composedShop for a fresh one to stop or start its servers.'));
  const server = (url: string): StaticServer => ({ url, start: refuse, stop: refuse });
  return {
    url: info.url,
    ports: info.ports,
    config: info.config,
    servers: Object.fromEntries(Object.entries(info.servers).map(([name, url]) => [name, server(url)])),
    // The run stops it.
    stop: async () => undefined,
  };
}
