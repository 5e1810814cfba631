import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** A free loopback port, asked of the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestFirestore {
  db: Firestore;
  /** Empties every collection (between tests). */
  clear(): void;
  stop(): Promise<void>;
}

/**
 * The Node Firestore emulator the stack runs, for one test file: the admin SDK talks to it over gRPC
 * exactly as the functions do in the emulator, so the handlers run against a real Firestore API.
 */
export async function startTestFirestore(): Promise<TestFirestore> {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app: App = initializeApp({ projectId: 'demo-storefront' }, `test-${port}`);
  const db = getFirestore(app);
  return {
    db,
    clear: () => server.state.clear(),
    stop: async () => {
      await deleteApp(app);
      server.stop();
    },
  };
}
