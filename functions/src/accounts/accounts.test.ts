import { PreferencesPatchSchema, PrimaryInformationPatchSchema, NotificationsSchema } from 'shared-contracts/schemas';
import { Refusal } from '../http/refusal';
import { runCallable } from '../http/run-callable';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import * as accounts from './account-handlers';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

const NOW = Date.UTC(2026, 10, 23, 9, 5, 7);
const deps = () => ({ db: fs.db, now: () => NOW });
const ada = signedIn('uid-ada', 'ada@example.com', 'Ada Obi');
const refusal = (p: Promise<unknown>) => p.then(() => 'done', (e: Refusal) => e.message);

describe('accounts', () => {
  it('creates the account from the verified sign-in once, and never overwrites it', async () => {
    expect(await accounts.createAccount(deps(), ada)).toEqual({ outcome: 'created' });
    await accounts.updatePrimaryInformation(deps(), ada, { phone: '0803 123 4567' });
    expect(await accounts.createAccount(deps(), ada)).toEqual({ outcome: 'exists' });
    const doc = await accounts.readAccount(deps(), ada);
    expect(doc?.user.primaryInformation).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      userType: 'Buyer',
      uniqueIdentifier: 'uid-ada',
      phone: '0803 123 4567',
      dateOfCreation: '23-11-2026 09:05:07',
    });
  });

  it('merges a profile change but keeps what only the server writes (email, identifier, creation date)', async () => {
    await accounts.createAccount(deps(), ada);
    const patch = { firstName: 'Adaeze', email: 'attacker@example.com', uniqueIdentifier: 'x', dateOfCreation: '01-01-2000 00:00:00' };
    const merged = await runCallable({ schema: PrimaryInformationPatchSchema, handler: (p) => accounts.updatePrimaryInformation(deps(), ada, p) }, patch, ada);
    expect(merged).toMatchObject({ firstName: 'Adaeze', email: 'ada@example.com', uniqueIdentifier: 'uid-ada', dateOfCreation: '23-11-2026 09:05:07' });
  });

  it('refuses a malformed profile change naming the field, and an account that does not exist', async () => {
    await accounts.createAccount(deps(), ada);
    const update = (patch: unknown) =>
      refusal(runCallable({ schema: PrimaryInformationPatchSchema, handler: (p) => accounts.updatePrimaryInformation(deps(), ada, p) }, patch, ada));
    expect(await update({ firstName: 'x'.repeat(81) })).toBe('firstName: must be at most 80 characters');
    expect(await update({ gender: 'robot' })).toBe('gender: must be one of male, female, other, prefer-not-to-say');
    expect(await update({ isAdmin: true })).toBe('isAdmin: is not accepted here');
    expect(await refusal(accounts.updateLocation(deps(), signedIn('uid-nobody'), { city: 'Ikeja' }))).toBe('User not found');
  });

  it('merges each preferences section on its own and refuses values outside its choices', async () => {
    await accounts.createAccount(deps(), ada);
    await accounts.savePreferences(deps(), ada, { appearance: { theme: 'dark' } });
    expect(await accounts.savePreferences(deps(), ada, { appearance: { compactMode: true }, privacy: { showEmail: true } })).toEqual({
      appearance: { theme: 'dark', compactMode: true },
      privacy: { showEmail: true },
    });
    const save = (patch: unknown) => refusal(runCallable({ schema: PreferencesPatchSchema, handler: (p) => accounts.savePreferences(deps(), ada, p) }, patch, ada));
    expect(await save({ appearance: { theme: 'neon' } })).toBe('appearance.theme: must be one of light, dark, system');
    expect(await save({ wallet: { balance: 1e9 } })).toBe('wallet: is not accepted here');
  });

  it('keeps the notifications the shopper saved, refusing an action that leaves the shop', async () => {
    await accounts.createAccount(deps(), ada);
    const item = { id: 'n1', type: 'success', title: 'Paid', message: 'Order paid', isRead: false, isPersistent: false, createdAt: NOW };
    const save = (items: unknown[]) =>
      runCallable({ schema: NotificationsSchema, handler: ({ items }) => accounts.saveNotifications(deps(), ada, items) }, { items }, ada);
    await save([item]);
    expect(await accounts.listNotifications(deps(), ada)).toEqual([item]);
    expect(await refusal(save([{ ...item, actionUrl: 'https://evil.example' }]))).toBe('items.0.actionUrl: must be a path in the shop');
  });
});
