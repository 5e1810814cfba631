/** @jest-environment node */
// Runs the AccountStore contract on a Firestore emulator, e.g.
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx jest --config jest.config.mjs shell/src/accounts --selectProjects shell
// started without security rules (the suite writes several shoppers' documents from one client).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { accountStoreContract } from 'shared-contracts/contract-tests';
import { createFirestoreAccountStore } from './firestore-account-store';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT = 'demo-storefront';
const SKIPPED = 'createFirestoreAccountStore: set FIRESTORE_EMULATOR_HOST to run the Firestore suite';

if (!host) {
  console.info(`Skipped: ${SKIPPED}`);
  describe.skip(SKIPPED, () => {
    it('runs the AccountStore contract on the Firestore emulator', () => undefined);
  });
} else {
  let app: FirebaseApp;
  let db: Firestore;

  /** Empties the emulator's database (its REST API; no rules apply there). */
  const clear = async () => {
    const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status}`);
  };

  beforeAll(async () => {
    app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, `account-store-${process.pid}`);
    db = getFirestore(app);
    const at = host.lastIndexOf(':');
    connectFirestoreEmulator(db, host.slice(0, at).replace(/^\[|\]$/g, ''), Number(host.slice(at + 1)));
    await clear();
  });

  afterAll(async () => {
    await terminate(db);
    await deleteApp(app);
  });

  accountStoreContract('createFirestoreAccountStore', async ({ now }) => ({
    store: createFirestoreAccountStore({ db, now }),
    cleanup: clear,
  }));
}
