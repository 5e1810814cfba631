import path from 'node:path';

// The journeys run the same stack `npm start` serves, on their own ports so a running shop is not disturbed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require(path.join(__dirname, '../../scripts/stack/stack.ts')) as {
  startStack(options: { env: NodeJS.ProcessEnv }): Promise<TestStack>;
};

export interface StaticServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The Firebase Auth emulator of the stack (scripts/stack/auth-emulator.ts). */
export interface AuthEmulator extends StaticServer {
  projectId: string;
  /** Deletes every account. */
  reset(): Promise<void>;
}

export interface TestStack {
  url: string;
  ports: Record<string, number>;
  /** The runtime config the stack serves as /config.json. */
  config: Record<string, unknown>;
  /** One per app, `catalog` (the local catalog service) and `auth` (unless AUTH_EMULATOR=off). */
  servers: Record<string, StaticServer> & { auth?: AuthEmulator };
  stop(): Promise<void>;
}

export const E2E_PORT = Number(process.env.E2E_PORT) || 3300;

/** Starting the stack waits for the Auth emulator (about 8 s, up to its own 60 s limit). */
export const STACK_START_TIMEOUT_MS = 90_000;

/**
 * Where a journey file's own stack listens: above the shared one (shared-stack.ts) and the journeys' other
 * servers, and clear of the bench's stacks (3400, 3500 and 3600 up).
 */
export const OWN_STACK_PORT = E2E_PORT + 400;

/**
 * `env` adds to the environment `npm start` would see (SHOP_CONFIG, a remote's manifest…). `port`: the
 * first of its ports, E2E_PORT for the run's shared stack, OWN_STACK_PORT for a file's own.
 */
export function startTestStack(env: NodeJS.ProcessEnv = {}, port = E2E_PORT): Promise<TestStack> {
  // The journeys assert what a page's HTML holds, on a machine a browser and jest keep busy: a render gets two
  // seconds, not production's 150 ms, before its area or data is left to the browser (the bench measures the default).
  return startStack({ env: { ...process.env, PORT: String(port), AUTH_PORT: String(port + 99), SHOP_RENDER_BUDGET_MS: '2000', ...env } });
}
