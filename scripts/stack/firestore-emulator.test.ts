import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createFirestoreEmulator } from './firestore-emulator';
import { journalFile } from './durable-journal';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the stack’s Firestore emulator', () => {
  it('keeps the shop’s data across a restart, values and types as written', async () => {
    const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fs-')), 'firestore.json');
    const port = await freePort();
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const doc = {
      name: 'Adire pillow',
      price: 18_500,
      rating: 4.5,
      isActive: true,
      brand: null,
      images: ['https://img.example/1.png'],
      history: [{ status: 'paid', at: 1 }],
      user: { primaryInformation: { firstName: 'Ada' } },
      at: Timestamp.fromMillis(1_700_000_000_123),
    };

    const first = createFirestoreEmulator({ port, dataFile });
    await first.start();
    let app = initializeApp({ projectId: 'demo-storefront' }, 'before');
    await getFirestore(app).doc('listings/listing-1').set(doc);
    await getFirestore(app).doc('accounts/u1/private/p').set({ n: 1 });
    await deleteApp(app);
    await first.stop();

    const second = createFirestoreEmulator({ port, dataFile });
    await second.start();
    app = initializeApp({ projectId: 'demo-storefront' }, 'after');
    const db = getFirestore(app);
    try {
      expect((await db.doc('listings/listing-1').get()).data()).toEqual(doc);
      expect((await db.doc('accounts/u1/private/p').get()).data()).toEqual({ n: 1 });
      expect((await db.collection('listings').where('price', '==', 18_500).get()).size).toBe(1);
    } finally {
      await deleteApp(app);
      await second.stop();
    }
  });

  it('refuses to start over a data file it cannot read, saying which', async () => {
    const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fs-')), 'firestore.json');
    fs.writeFileSync(dataFile, '{ not json');
    const emulator = createFirestoreEmulator({ port: await freePort(), dataFile });
    await expect(emulator.start()).rejects.toThrow(`The shop's data in ${dataFile} could not be read`);
  });

  it('replays a journal whose last line a crash cut short, and refuses one damaged before its end', async () => {
    const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fs-')), 'firestore.json');
    const name = 'projects/demo-storefront/databases/(default)/documents/orders/o1';
    const whole = JSON.stringify({ put: [{ path: name, fields: { status: { type: 'string_value', value: 'paid' } } }], deleted: [] });
    fs.writeFileSync(journalFile(dataFile), `${whole}\n{"put":[{"pa`);
    const port = await freePort();
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const emulator = createFirestoreEmulator({ port, dataFile });
    await emulator.start();
    const app = initializeApp({ projectId: 'demo-storefront' }, 'cut-short');
    try {
      expect((await getFirestore(app).doc('orders/o1').get()).data()).toEqual({ status: 'paid' });
    } finally {
      await deleteApp(app);
      await emulator.stop();
    }
    // Started once, the journal was folded into the data file: the cut line is gone, the order stays.
    expect(fs.readFileSync(journalFile(dataFile), 'utf8')).toBe('');

    fs.writeFileSync(journalFile(dataFile), `{"put":[{"pa\n${whole}\n`);
    await expect(createFirestoreEmulator({ port: await freePort(), dataFile }).start()).rejects.toThrow(`line 1 of ${journalFile(dataFile)} is damaged`);
  });

  let afterEachStop: () => unknown = () => undefined;
  afterEach(() => afterEachStop());

  it('loses no acknowledged write when its process is killed (SIGKILL) mid-burst, at any of 10 points', async () => {
    const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fs-')), 'firestore.json');
    const port = await freePort();
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const acknowledged = new Set<string>();
    let increments = 0;
    let attempted = 0;
    let stopChild = () => true;
    afterEachStop = () => stopChild();
    for (const [round, killAfter] of [1, 2, 3, 5, 8, 10, 13, 17, 21, 25].entries()) {
      const child = spawn(process.execPath, ['-r', path.join(__dirname, '../ts-require.cjs'), path.join(__dirname, 'fixture/firestore-child.ts'), String(port), dataFile], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A failing round must not leave its stand-in running (the test would never end).
      stopChild = () => child.kill('SIGKILL');
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`the stand-in exited with ${code} before it was ready`)));
      });
      const app = initializeApp({ projectId: 'demo-storefront' }, `crash-${round}`);
      const db = getFirestore(app);
      // Everything acknowledged by earlier rounds came back.
      const present = (await db.collection('orders').get()).docs.map((d) => d.id);
      expect(present).toEqual(expect.arrayContaining([...acknowledged]));
      const counter = ((await db.doc('stats/sold').get()).data()?.n as number | undefined) ?? 0;
      expect(counter).toBeGreaterThanOrEqual(increments);
      expect(counter).toBeLessThanOrEqual(attempted);

      // A burst of 30 commits (an order created and a counter raised in one batch); killed after `killAfter` answers.
      let answers = 0;
      await new Promise<void>((killed) => {
        for (let i = 0; i < 30; i += 1) {
          const id = `r${round}-o${i}`;
          attempted += 1;
          const batch = db.batch();
          batch.create(db.doc(`orders/${id}`), { round, i, status: 'paid' });
          batch.set(db.doc('stats/sold'), { n: FieldValue.increment(1) }, { merge: true });
          batch.commit().then(
            () => {
              if (child.exitCode !== null || child.signalCode !== null) return;
              acknowledged.add(id);
              increments += 1;
              answers += 1;
              if (answers === killAfter) {
                child.kill('SIGKILL');
                killed();
              }
            },
            () => undefined,
          );
        }
      });
      await exited;
      await deleteApp(app);
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(105);
  }, 120_000);
});
