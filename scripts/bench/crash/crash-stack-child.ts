// One life of the crash run's stack, in a process of its own so the run can end it with SIGKILL: the whole
// stack over the data kept in the folder it is given (argv[2]), on the ports its environment names.
import path from 'node:path';
import { startStack } from '../../stack/stack';

const dir = process.argv[2]!;
startStack({ dataFile: path.join(dir, 'shop-data/firestore.json'), authDataDir: path.join(dir, 'auth-data') }).then(
  (stack) => {
    const { accountStore, identity } = stack.config as { accountStore?: { url?: string }; identity?: { emulatorUrl?: string } };
    const urls = { serverUrl: String(accountStore?.url), authUrl: String(identity?.emulatorUrl) };
    process.stdout.write(`ready ${JSON.stringify(urls)}\n`);
  },
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
