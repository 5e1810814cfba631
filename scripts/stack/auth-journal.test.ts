import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAuthEmulator, type AuthEmulator } from './auth-emulator';

// Ports of its own (3790-3799): the journeys use 3300 and up, the bench 3400 to 3699.
const PORT = 3799;
const PROJECT = 'demo-accounts-kept';

const identity = (emulator: AuthEmulator, method: string, body: object) =>
  fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { localId?: string; error?: { message: string } } }));
const google = (sub: string, email: string) => ({
  postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, email, email_verified: true }))}&providerId=google.com`,
  requestUri: 'http://localhost',
});

/** SIGKILL to the emulator's process group, as a crash or an out-of-memory kill would end it. */
function killEmulator() {
  const pids = spawnSync('pgrep', ['-f', `auth-${PORT}/firebase.json`], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const pid of pids) {
    try {
      process.kill(-Number(pid), 'SIGKILL');
    } catch {
      // gone already
    }
  }
  return pids.length;
}

describe("the Auth emulator's kept accounts", () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-auth-')), 'auth-data');
  let emulator: AuthEmulator = createAuthEmulator({ port: PORT, projectId: PROJECT, dataDir });
  afterAll(() => emulator.stop(), 30_000);

  it('keeps every account it acknowledged when killed with SIGKILL, and the reset between journeys too', async () => {
    await emulator.start();
    const password = await identity(emulator, 'signUp', { email: 'ada@example.com', password: 'secret-1' });
    const viaGoogle = await identity(emulator, 'signInWithIdp', google('google-sub-1', 'chidi@example.com'));
    const gone = await identity(emulator, 'signUp', { email: 'gone@example.com', password: 'secret-2' });
    expect([password.status, viaGoogle.status, gone.status]).toEqual([200, 200, 200]);
    const deleted = await fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:delete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: gone.body.localId }),
    });
    expect(deleted.status).toBe(200);

    expect(killEmulator()).toBeGreaterThan(0);
    await emulator.stop();
    emulator = createAuthEmulator({ port: PORT, projectId: PROJECT, dataDir });
    await emulator.start();

    // The same accounts, the same uids; the deleted one stays deleted.
    expect((await identity(emulator, 'signInWithPassword', { email: 'ada@example.com', password: 'secret-1' })).body.localId).toBe(password.body.localId);
    const again = await identity(emulator, 'signInWithIdp', google('google-sub-1', 'chidi@example.com'));
    expect(again.body.localId).toBe(viaGoogle.body.localId);
    expect((await identity(emulator, 'signInWithPassword', { email: 'gone@example.com', password: 'secret-2' })).body.error?.message).toMatch(/EMAIL_NOT_FOUND/);

    // A reset forgets them all, for good.
    await emulator.reset();
    killEmulator();
    await emulator.stop();
    emulator = createAuthEmulator({ port: PORT, projectId: PROJECT, dataDir });
    await emulator.start();
    expect((await identity(emulator, 'signInWithPassword', { email: 'ada@example.com', password: 'secret-1' })).body.error?.message).toMatch(/EMAIL_NOT_FOUND/);
  }, 120_000);
});
