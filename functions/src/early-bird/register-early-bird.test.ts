import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EarlyBirdRegistrationSchema } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Refusal } from '../http/refusal';
import { runCallable } from '../http/run-callable';
import { localImageStore } from '../images/local-image-store';
import { callerFrom, type Caller } from '../http/caller';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { earlyBirdId, pictureBytes, registerEarlyBird, type EarlyBirdRecord } from './register-early-bird';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

const IMAGE_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1/image';
const dir = mkdtempSync(path.join(tmpdir(), 'early-bird-images-'));
const images = localImageStore(dir, IMAGE_BASE);
let clock = Date.UTC(2026, 10, 24, 9);
let endsAt: number | undefined;
const spec = {
  schema: EarlyBirdRegistrationSchema,
  public: true,
  handler: (input: Parameters<typeof registerEarlyBird>[1], caller: Caller) => registerEarlyBird({ db: fs.db, now: () => clock, images, endsAt }, input, caller),
};
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const form = (more: Record<string, unknown> = {}) => ({
  firstName: 'Chiamaka',
  lastName: 'Eze',
  email: 'chiamaka@example.ng',
  phone: '08031234567',
  company: 'Kente & Co',
  images: [{ title: 'Kente bag', image: PNG }],
  ...more,
});
const visitor = callerFrom(undefined);
/** Signed in with Google as `email` (verified), or with an address nobody vouched for. */
const signedInAs = (email: string, emailVerified = true) => callerFrom({ uid: `uid-${email}`, token: { email, email_verified: emailVerified } });
const register = (data: unknown, caller: Caller = visitor) => runCallable(spec, data, caller);
const pictures = () => readdirSync(dir).filter((f) => !f.endsWith('.type')).length;
const refusal = (data: unknown) => register(data).then(() => 'stored', (e: Refusal) => e.message);
const kept = async (email: string) =>
  (await fs.db.collection(COLLECTIONS.earlyBirdRegistrations).doc(earlyBirdId(email)).get()).data() as EarlyBirdRecord | undefined;
const count = async () => (await fs.db.collection(COLLECTIONS.earlyBirdRegistrations).get()).size;

beforeEach(() => {
  endsAt = undefined;
});

it('keeps a visitor’s registration, with its pictures in the image store', async () => {
  expect(await register(form())).toBe('registered');
  const record = await kept('chiamaka@example.ng');
  expect(record).toEqual({
    firstName: 'Chiamaka',
    lastName: 'Eze',
    email: 'chiamaka@example.ng',
    phone: '08031234567',
    company: 'Kente & Co',
    images: [{ title: 'Kente bag', url: expect.stringMatching(new RegExp(`^${IMAGE_BASE}/early-bird-[0-9a-f]{40}-`)) }],
    registeredAt: clock,
    updatedAt: clock,
  });
  const stored = await images.read(record!.images[0]!.url.slice(IMAGE_BASE.length + 1));
  expect(stored).toEqual({ bytes: Buffer.from('iVBORw0KGgo=', 'base64'), contentType: 'image/png' });
});

it('keeps one registration per email in any letter case: its signed-in owner replaces it and is told so, the old pictures deleted', async () => {
  await register(form());
  const first = clock;
  const oldPicture = (await kept('chiamaka@example.ng'))!.images[0]!.url;
  clock += 60_000;
  const owner = signedInAs('Chiamaka@Example.ng');
  expect(await register(form({ firstName: 'Chi', email: ' CHIAMAKA@example.NG ', images: [{ image: PNG }, { title: 'Back', image: PNG }] }), owner)).toBe('updated');
  expect(await count()).toBe(1);
  expect(await kept('chiamaka@example.ng')).toMatchObject({
    firstName: 'Chi',
    email: 'CHIAMAKA@example.NG',
    images: [{ title: '' }, { title: 'Back' }],
    registeredAt: first,
    updatedAt: clock,
  });
  expect(await images.read(oldPicture.slice(IMAGE_BASE.length + 1))).toBeNull();
  expect(await register(form({ email: 'bayo@example.ng' }))).toBe('registered');
  expect(await count()).toBe(2);
});

it('lets nobody else replace a registration, and answers them as if the email were new, deleting their pictures (issue 32)', async () => {
  await register(form());
  const before = await kept('chiamaka@example.ng');
  const picturesBefore = pictures();
  clock += 60_000;
  const takeover = form({ firstName: 'Mallory', phone: '09000000000', company: 'Not Kente', email: 'CHIAMAKA@EXAMPLE.NG' });
  expect(await register(takeover)).toBe('registered'); // a visitor
  expect(await register(takeover, signedInAs('mallory@example.ng'))).toBe('registered'); // someone else, signed in
  expect(await register(takeover, signedInAs('chiamaka@example.ng', false))).toBe('registered'); // the address, unverified
  expect(await kept('chiamaka@example.ng')).toEqual(before);
  expect(pictures()).toBe(picturesBefore);
  // A new email answers the same words.
  expect(await register(form({ email: 'new@example.ng' }))).toBe('registered');
});

it("refuses in the spec's order, with its messages, and stores nothing", async () => {
  expect(await refusal(form({ lastName: ' ', email: 'nope', images: [] }))).toBe('lastName: Please enter your full name');
  expect(await refusal(form({ email: 'nope', images: [] }))).toBe('email: Please enter a valid email address');
  expect(await refusal(form({ images: [] }))).toBe('images: Please upload at least one item image');
  expect(await refusal(form({ images: [{ image: 'data:image/svg+xml;base64,PHN2Zz4=' }] }))).toBe('images.0.image: Please select only images (JPEG, PNG)');
  expect(await count()).toBe(0);
});

it('refuses a picture over 2MB or one that is empty, before storing any picture', async () => {
  const before = readdirSync(dir).length;
  const big = `data:image/jpeg;base64,${Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64')}`;
  expect(await refusal(form({ images: [{ image: PNG }, { image: big }] }))).toBe('images.1.image: is larger than 2MB');
  expect(await refusal(form({ images: [{ image: 'data:image/png;base64,' }] }))).toBe('images.0.image: is empty');
  expect(readdirSync(dir).length).toBe(before);
  expect(await count()).toBe(0);
});

it('refuses every registration once the offer has ended, and takes them until then', async () => {
  endsAt = clock + 1;
  expect(await register(form())).toBe('registered');
  clock += 1;
  expect(await refusal(form({ email: 'late@example.ng' }))).toBe('This offer has ended.');
  expect(await count()).toBe(1);
});

it("weighs a registration's pictures by their bytes, for the server's byte budget", () => {
  // 'AAAA' is 3 bytes; the media type before the comma weighs nothing.
  expect(pictureBytes([{ image: 'data:image/png;base64,AAAAAAAA' }, { image: 'data:image/jpeg;base64,AAAA' }])).toBe(9);
});
