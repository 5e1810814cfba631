import { APPEARANCE_STORAGE_KEY, createBus, createShopStores } from 'shared-contracts';
import { SAMPLE_SHOPPER, sampleAccountStore, type MemoryAccountStore } from 'shared-contracts/testing';
import { shellCalls } from '../accounts/shell-calls';
import { serverOver } from '../testing/memory-server';
import type { KeyValueStorage } from '../stores/persistence';
import { followAppearance } from './follow-appearance';

const memoryStorage = (initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    read: (key) => data[key] ?? null,
    write: (key, value) => {
      if (value === null) delete data[key];
      else data[key] = value;
    },
  };
};

function setup({ stored, signedIn = false, accounts }: { stored?: object; signedIn?: boolean; accounts?: MemoryAccountStore } = {}) {
  const bus = createBus();
  const stores = createShopStores(bus, signedIn ? { session: SAMPLE_SHOPPER } : {});
  const storage = memoryStorage(stored ? { [APPEARANCE_STORAGE_KEY]: JSON.stringify(stored) } : {});
  const root = document.createElement('html');
  const tasks: (() => void)[] = [];
  const calls = accounts && shellCalls(serverOver(accounts, stores.session.get));
  const stop = followAppearance({ bus, session: stores.session, calls, storage, root, schedule: (t) => tasks.push(t) });
  const idle = () => tasks.splice(0).forEach((t) => t());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { bus, stores, storage, root, stop, idle, settle };
}

describe('followAppearance (the theme of the whole site)', () => {
  it("follows the device when nothing was chosen: no data-theme", () => {
    const { root } = setup();
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(root.hasAttribute('data-motion')).toBe(false);
  });

  it('applies what this browser remembered', () => {
    const { root } = setup({ stored: { theme: 'dark', animations: false } });
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.getAttribute('data-motion')).toBe('reduced');
  });

  it('applies a saved appearance at once and remembers it for the next load', () => {
    const { bus, root, storage } = setup({ stored: { theme: 'dark', animations: true } });
    bus.emit('appearance:changed', { theme: 'light', animations: true });
    expect(root.getAttribute('data-theme')).toBe('light');
    bus.emit('appearance:changed', { theme: 'system', animations: false });
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(root.getAttribute('data-motion')).toBe('reduced');
    expect(JSON.parse(storage.data[APPEARANCE_STORAGE_KEY]!)).toEqual({ theme: 'system', animations: false });
  });

  it('follows a change made in another tab', () => {
    const { root } = setup();
    window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_STORAGE_KEY, newValue: '{"theme":"dark","animations":true}' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it("takes the account's appearance when the shopper signs in here, once the page is idle", async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { appearance: { theme: 'dark', animations: true } });
    const { stores, root, storage, idle, settle } = setup({ accounts });
    stores.session.set(SAMPLE_SHOPPER);
    expect(root.hasAttribute('data-theme')).toBe(false);
    idle();
    await settle();
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(storage.data[APPEARANCE_STORAGE_KEY]).toContain('dark');
  });

  it('keeps a choice made while the account was being read', async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { appearance: { theme: 'dark' } });
    const { bus, root, idle, settle } = setup({ accounts, signedIn: true });
    idle();
    bus.emit('appearance:changed', { theme: 'light', animations: true });
    await settle();
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it("keeps this browser's appearance when the account saved none or cannot be read", async () => {
    const down = { ...sampleAccountStore(), readPreferences: () => Promise.reject(new Error('offline')) };
    const { root, idle, settle } = setup({ accounts: down, signedIn: true, stored: { theme: 'dark', animations: true } });
    idle();
    await settle();
    expect(root.getAttribute('data-theme')).toBe('dark');
    const empty = setup({ accounts: sampleAccountStore(), signedIn: true, stored: { theme: 'light', animations: true } });
    empty.idle();
    await empty.settle();
    expect(empty.root.getAttribute('data-theme')).toBe('light');
  });

  it('stops following when disposed', () => {
    const { bus, root, stop } = setup();
    stop();
    bus.emit('appearance:changed', { theme: 'dark', animations: true });
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
