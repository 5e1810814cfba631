import {
  APPEARANCE_STORAGE_KEY,
  parseStoredAppearance,
  settingsValues,
  type ShopBus,
  type ShopStores,
  type SiteAppearance,
} from 'shared-contracts';
import type { ShellCalls } from '../accounts/shell-calls';
import { guardedBus } from '../bus/guarded-bus';
import { whenIdle, type Schedule } from '../stores/follow-identity';
import type { KeyValueStorage } from '../stores/persistence';
import { applyAppearance } from './apply-appearance';

export interface FollowAppearanceOptions {
  bus: ShopBus;
  session: ShopStores['session'];
  calls?: Pick<ShellCalls, 'readPreferences'>;
  storage: KeyValueStorage;
  root?: HTMLElement;
  win?: Window;
  schedule?: Schedule;
}

/**
 * Keeps the whole site in the shopper's appearance (Settings › Appearance): applied the moment it is
 * saved, remembered in this browser for the next load (public/index.html's inline script reads it before the first paint),
 * followed from other tabs, and taken from the account when a shopper signs in here.
 */
export function followAppearance({
  bus,
  session,
  calls,
  storage,
  root = document.documentElement,
  win = window,
  schedule = whenIdle,
}: FollowAppearanceOptions): () => void {
  // Bumped by every change, so an account read that started earlier never overrides a newer choice.
  let version = 0;
  const apply = (appearance: SiteAppearance, remember: boolean) => {
    version += 1;
    applyAppearance(root, appearance);
    if (remember) storage.write(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  };
  apply(parseStoredAppearance(storage.read(APPEARANCE_STORAGE_KEY)), false);

  const onSaved = (appearance: SiteAppearance) => apply(appearance, true);
  // Settings is a remote: an appearance it sends that breaks the contract is ignored, never applied.
  const events = guardedBus(bus);
  events.on('appearance:changed', onSaved);

  const onStorage = (event: StorageEvent) => {
    if (event.key === APPEARANCE_STORAGE_KEY || event.key === null) apply(parseStoredAppearance(event.newValue), false);
  };
  win.addEventListener('storage', onStorage);

  let uid: string | null = null;
  const followAccount = () => {
    const user = session.get();
    const next = user.isLoggedIn ? user.uid : null;
    if (next === uid) return;
    uid = next;
    if (!next || !calls) return;
    schedule(() => {
      const asked = version;
      calls.readPreferences().then(
        (preferences) => {
          if (uid !== next || asked !== version || !preferences.appearance) return;
          const { theme, animations } = settingsValues(preferences).appearance;
          apply({ theme, animations }, true);
        },
        // No account yet or the store is down: this browser's appearance stays.
        () => undefined,
      );
    });
  };
  followAccount();
  const offSession = session.subscribe(followAccount);

  return () => {
    events.off('appearance:changed', onSaved);
    win.removeEventListener('storage', onStorage);
    offSession();
  };
}
