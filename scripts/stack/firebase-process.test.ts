import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnFirebase } from './firebase-process';

// The CLI is not launched here: what it would be launched with is enough.
const mockSpawned: { env: NodeJS.ProcessEnv }[] = [];
jest.mock('node:child_process', () => ({
  spawn: (_command: string, _args: string[], options: { env: NodeJS.ProcessEnv }) => {
    mockSpawned.push(options);
    const child = Object.assign(new EventEmitter(), { stdin: Object.assign(new EventEmitter(), { unref() {} }), unref() {} });
    return child;
  },
}));

describe('spawnFirebase: the emulators the stack, the journeys and the bench start', () => {
  it('tells the CLI, and the Functions workers it starts, the project and that there is no metadata server', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firebase-process-'));
    try {
      spawnFirebase(['emulators:start'], { cwd: dir, logFile: path.join(dir, 'log'), projectId: 'demo-elsewhere', env: { SHOP_PAYMENT_PROVIDER: 'sandbox' } });
      expect(mockSpawned.at(-1)!.env).toMatchObject({
        GCLOUD_PROJECT: 'demo-elsewhere',
        GOOGLE_CLOUD_PROJECT: 'demo-elsewhere',
        METADATA_SERVER_DETECTION: 'none',
        NO_UPDATE_NOTIFIER: '1',
        SHOP_PAYMENT_PROVIDER: 'sandbox',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
