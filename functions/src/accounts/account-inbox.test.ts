import type { ShopNotification } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { inboxOf, prepareNotice } from './account-inbox';
import * as accounts from './account-handlers';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

const deps = () => ({ db: fs.db, now: () => 1_000 });
const seller = signedIn('uid-seller', 'seller@example.com', 'Sola Seller');
const note = (id: string, createdAt: number): ShopNotification => ({
  id,
  type: 'success',
  title: 'New sale',
  message: `Order ${id} is paid.`,
  isRead: false,
  isPersistent: true,
  createdAt,
  actionUrl: '/account',
  actionText: 'View order',
});
/** What a step does: its own transaction, telling `to` of it. */
const send = (to: string[], n: ShopNotification) =>
  fs.db.runTransaction(async (tx) => {
    const write = await prepareNotice(deps(), tx, { to, note: n });
    write();
  });

describe("a shopper's inbox", () => {
  it('keeps every one of 60 sales told at once, and delivers each once', async () => {
    await accounts.createAccount(deps(), seller);
    await Promise.all(Array.from({ length: 60 }, (_, i) => send([seller.uid], note(`ORD-${i}-paid`, i + 1))));
    const first = await accounts.listNotifications(deps(), seller);
    expect(first).toHaveLength(60);
    // Newest first, as the drawer shows them.
    expect(first[0]!.id).toBe('ORD-59-paid');
    expect((await inboxOf(deps(), seller.uid).get()).size).toBe(0);
    expect(await accounts.listNotifications(deps(), seller)).toEqual(first);
  });

  it('writes a step told twice (a retry) once', async () => {
    await accounts.createAccount(deps(), seller);
    await send([seller.uid], note('ORD-1-paid', 1));
    await send([seller.uid], note('ORD-1-paid', 1));
    expect((await accounts.listNotifications(deps(), seller)).map((n) => n.id)).toEqual(['ORD-1-paid']);
  });

  it('tells no account that does not exist (the shop’s own stock has none)', async () => {
    await send(['000000'], note('ORD-2-paid', 1));
    expect((await inboxOf(deps(), '000000').get()).size).toBe(0);
  });

  it('still delivers a list an older server kept on the account, then drops it', async () => {
    await accounts.createAccount(deps(), seller);
    await fs.db.collection(COLLECTIONS.accounts).doc(seller.uid).update({ inbox: [note('ORD-old-paid', 1)] });
    await send([seller.uid], note('ORD-new-paid', 2));
    expect((await accounts.listNotifications(deps(), seller)).map((n) => n.id)).toEqual(['ORD-new-paid', 'ORD-old-paid']);
    expect((await fs.db.collection(COLLECTIONS.accounts).doc(seller.uid).get()).data()).toMatchObject({ inbox: [] });
    expect(await accounts.listNotifications(deps(), seller)).toHaveLength(2);
  });
});
