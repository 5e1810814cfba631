import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { SessionUser, ToastMessage } from 'shared-contracts';
import { createHarness, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import type { MemoryServerStore } from '../harness/sample-account-data';
import { Settings } from './Settings';

/** Shows the memory router's URL, so tests can see where the tabs put it. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <p data-testid="current-url">{`${pathname}${search}`}</p>;
}

/** Settings for the sample shopper, with the toasts it shows collected. Resolves once the settings loaded. */
export async function renderSettings({
  route = '/settings',
  accounts = sampleAccountStore(),
  session = SAMPLE_SHOPPER,
}: { route?: string; accounts?: MemoryServerStore; session?: SessionUser } = {}) {
  const harness = createHarness({ session, accounts });
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(
    <>
      <Settings />
      <CurrentUrl />
    </>,
    { harness, route },
  );
  if (session.isLoggedIn) await screen.findAllByRole('tabpanel');
  return { harness, toasts, accounts, url: () => screen.getByTestId('current-url').textContent };
}

/** A pretend server's store whose `method` waits until `release` is called: to see 'Saving...'. */
export function heldStore<K extends keyof MemoryServerStore>(method: K, store: MemoryServerStore = sampleAccountStore()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const original = store[method] as (...args: unknown[]) => Promise<unknown>;
  const accounts = { ...store, [method]: (...args: unknown[]) => held.then(() => original(...args)) } as MemoryServerStore;
  return { accounts, release };
}

/** A pretend server's store whose `method` always fails (the console's warning is silenced). */
export function failingStore(method: keyof MemoryServerStore, store: MemoryServerStore = sampleAccountStore()) {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { ...store, [method]: () => Promise.reject(new Error('disk full')) } as MemoryServerStore;
}
