import { createBus, createShopStores, LOGGED_OUT } from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import { SAMPLE_SHOPPER, createMemoryAccountStore, type MemoryAccountStore } from 'shared-contracts/testing';
import { shellCalls } from '../accounts/shell-calls';
import { serverOver } from '../testing/memory-server';
import { syncNotifications } from './sync-notifications';

const uid = SAMPLE_SHOPPER.uid!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = {
  id: 'success-1',
  type: 'success' as const,
  title: 'Order placed',
  message: 'Your order is on its way',
  isRead: false,
  isPersistent: false,
  createdAt: 1,
};

function setup({ signedIn = false, accounts, wake }: { signedIn?: boolean; accounts?: MemoryAccountStore; wake?: (pull: () => void) => () => void } = {}) {
  const store =
    accounts ??
    createMemoryAccountStore({
      [uid]: { ...newAccountDocument({ uid, email: null, displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date()), notifications: [stored] },
    });
  const stores = createShopStores(createBus(), signedIn ? { session: SAMPLE_SHOPPER } : {});
  const afterLoad = jest.fn();
  const stop = syncNotifications(shellCalls(serverOver(store, stores.session.get)), stores, afterLoad, wake);
  return { store, stores, afterLoad, stop };
}

/** A store whose saves never land: the server keeps the list it had. */
const slowSaves = () => {
  const store = createMemoryAccountStore({
    [uid]: { ...newAccountDocument({ uid, email: null, displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date()), notifications: [stored] },
  });
  return { ...store, saveNotifications: () => new Promise<void>(() => undefined) };
};

describe('syncNotifications', () => {
  it('never brings back one the shopper removed while its save was still on its way', async () => {
    const { stores } = setup({ signedIn: true, accounts: slowSaves() });
    await flush();
    stores.notifications.dispatch({ type: 'remove', id: 'success-1' });
    stores.notifications.dispatch({ type: 'toggle' });
    await flush();
    expect(stores.notifications.get().items).toEqual([]);
  });

  it('reads the list again when the drawer opens', async () => {
    const { store, stores } = setup({ signedIn: true });
    await flush();
    const sealed = { ...stored, id: 'ORD-1-sealed', title: 'Order sealed', createdAt: 2 };
    await store.saveNotifications(uid, [sealed, stored]);
    stores.notifications.dispatch({ type: 'toggle' });
    await flush();
    expect(stores.notifications.get().items.map((n) => n.id)).toEqual(['ORD-1-sealed', 'success-1']);
  });

  it('reads the list again on wake and adds what the server sent meanwhile, keeping what the shopper changed', async () => {
    let pull = () => undefined as void;
    const { store, stores } = setup({ signedIn: true, wake: (p) => ((pull = p), () => undefined) });
    await flush();
    stores.notifications.dispatch({ type: 'markRead', id: 'success-1' });
    await flush();
    const sealed = { ...stored, id: 'ORD-1-sealed', title: 'Order sealed', createdAt: 2 };
    // The server's step: the stored list now has one more (the memory store stands in for the inbox's delivery).
    await store.saveNotifications(uid, [sealed, { ...stored, isRead: true }]);
    pull();
    await flush();
    expect(stores.notifications.get()).toMatchObject({ items: [sealed, { ...stored, isRead: true }], unreadCount: 1 });
  });

  it("shows a restored shopper's stored notifications, then applies the onboarding rule", async () => {
    const { stores, afterLoad } = setup({ signedIn: true });
    await flush();
    expect(stores.notifications.get()).toMatchObject({ items: [stored], unreadCount: 1 });
    expect(afterLoad).toHaveBeenCalledTimes(1);
  });

  it('loads them when a shopper signs in, and saves every change after that', async () => {
    const { store, stores } = setup();
    stores.session.set(SAMPLE_SHOPPER);
    await flush();
    expect(stores.notifications.get().items).toEqual([stored]);
    stores.notifications.dispatch({ type: 'markRead', id: 'success-1' });
    await flush();
    expect(await store.listNotifications(uid)).toEqual([{ ...stored, isRead: true }]);
  });

  it('overwrites nothing before the stored list arrived, and keeps a notice added meanwhile', async () => {
    const { store, stores } = setup();
    stores.session.set(SAMPLE_SHOPPER);
    stores.notifications.dispatch({ type: 'add', now: 5, notification: { type: 'other', title: 'Early', message: 'x' } });
    await flush();
    expect((await store.listNotifications(uid)).map((n) => n.title)).toEqual(['Early', 'Order placed']);
  });

  it("keeps what the shopper did to the browser's copy while the stored list was on its way", async () => {
    const other = { ...stored, id: 'success-2', title: 'Order sealed', createdAt: 2 };
    const accounts = createMemoryAccountStore({
      [uid]: { ...newAccountDocument({ uid, email: null, displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date()), notifications: [other, stored] },
    });
    const stores = createShopStores(createBus(), { session: SAMPLE_SHOPPER, notifications: { items: [other, stored], isOpen: false, unreadCount: 2 } });
    syncNotifications(shellCalls(serverOver(accounts, stores.session.get)), stores, () => undefined);
    stores.notifications.dispatch({ type: 'remove', id: 'success-1' });
    stores.notifications.dispatch({ type: 'markRead', id: 'success-2' });
    await flush();
    expect(stores.notifications.get()).toMatchObject({ items: [{ ...other, isRead: true }], unreadCount: 0 });
    expect(await accounts.listNotifications(uid)).toEqual([{ ...other, isRead: true }]);
  });

  it('leaves out stored entries the screens cannot render', async () => {
    const broken = { ...stored, id: 'broken', message: { html: '<b>x</b>' } };
    const accounts = createMemoryAccountStore({
      [uid]: {
        ...newAccountDocument({ uid, email: null, displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' }, new Date()),
        notifications: [stored, broken as unknown as typeof stored],
      },
    });
    const { stores } = setup({ signedIn: true, accounts });
    await flush();
    expect(stores.notifications.get().items.map((n) => n.id)).toEqual(['success-1']);
  });

  it('empties the list on sign-out', async () => {
    const { stores } = setup({ signedIn: true });
    await flush();
    stores.session.set(LOGGED_OUT);
    expect(stores.notifications.get()).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('keeps what the browser shows when the store cannot answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stores, afterLoad } = setup({ accounts: createMemoryAccountStore() });
    stores.notifications.dispatch({ type: 'add', now: 5, notification: { type: 'other', title: 'Kept', message: 'x' } });
    stores.session.set(SAMPLE_SHOPPER);
    await flush();
    expect(stores.notifications.get().items.map((n) => n.title)).toEqual(['Kept']);
    expect(afterLoad).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
