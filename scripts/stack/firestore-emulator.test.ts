import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createFirestoreEmulator } from './firestore-emulator';

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
});
