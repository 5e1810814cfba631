// Every jest project's setup, the browser journeys' too (jest.config.mjs, e2e/jest.config.cjs): nothing leaves
// the machine (issue 32).
import { offlineGoogleEnv } from '../stack/offline-env';
import { describeRefusals, failOnRefusals, installLoopbackGuard, takeRefusals } from './loopback-guard';

// The Google libraries (firebase-admin over the local Firestore) are told the project and that there is
// no metadata server, so they never look for the cloud they run in.
Object.assign(process.env, offlineGoogleEnv());

// A socket beyond loopback is refused, and fails the test that opened it, naming the address.
installLoopbackGuard(() => {
  const { currentTestName, testPath } = expect.getState();
  return { test: currentTestName, file: testPath };
});

// Opened by an earlier file of this worker after its last check (in its own afterAll hooks): said here,
// since that file has finished.
const earlier = takeRefusals();
if (earlier.length) console.error(`Sockets beyond loopback were refused after their test file's last check:\n${describeRefusals(earlier)}`);

afterEach(failOnRefusals);
afterAll(failOnRefusals);
