import path from 'node:path';

// The journeys run the same stack `npm start` serves, on their own ports so a running shop is not disturbed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require(path.join(__dirname, '../../scripts/stack/stack.cjs')) as {
  startStack(options: { env: NodeJS.ProcessEnv }): Promise<TestStack>;
};

export interface StaticServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestStack {
  url: string;
  ports: Record<string, number>;
  servers: Record<string, StaticServer>;
  stop(): Promise<void>;
}

export const E2E_PORT = Number(process.env.E2E_PORT) || 3300;

export function startTestStack(): Promise<TestStack> {
  return startStack({ env: { ...process.env, PORT: String(E2E_PORT), AUTH_PORT: String(E2E_PORT + 99) } });
}
