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

/** `env` adds to the environment `npm start` would see (SHOP_CONFIG, a remote's manifest…). */
export function startTestStack(env: NodeJS.ProcessEnv = {}): Promise<TestStack> {
  return startStack({ env: { ...process.env, PORT: String(E2E_PORT), AUTH_PORT: String(E2E_PORT + 99), ...env } });
}
