import { parseJsonList, type KeyValueStorage } from '../stores/persistence';
import { normalizeEmail, type ChosenAccount } from './emulator-credential';

/** localStorage key of the accounts the emulator's chooser has signed in with on this browser. */
export const REMEMBERED_ACCOUNTS_KEY = 'emulatorAccounts';
export const MAX_REMEMBERED_ACCOUNTS = 8;

const isAccount = (value: unknown): value is ChosenAccount =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChosenAccount).email === 'string' &&
  typeof (value as ChosenAccount).name === 'string';

/** Most recent first; broken entries are dropped. */
export function rememberedAccounts(storage: KeyValueStorage): ChosenAccount[] {
  return parseJsonList(storage.read(REMEMBERED_ACCOUNTS_KEY), isAccount);
}

const save = (storage: KeyValueStorage, accounts: ChosenAccount[]) => {
  storage.write(REMEMBERED_ACCOUNTS_KEY, JSON.stringify(accounts));
  return accounts;
};

/**
 * Puts the account first, one entry per email; returns the new list. A known email keeps the name
 * it was remembered with, as the Firebase account keeps its display name.
 */
export function rememberAccount(storage: KeyValueStorage, account: ChosenAccount): ChosenAccount[] {
  const email = normalizeEmail(account.email);
  const list = rememberedAccounts(storage);
  const known = list.find((a) => normalizeEmail(a.email) === email);
  const entry = { email, name: known?.name ?? account.name.trim() };
  const others = list.filter((a) => a !== known);
  return save(storage, [entry, ...others].slice(0, MAX_REMEMBERED_ACCOUNTS));
}

export function forgetAccount(storage: KeyValueStorage, email: string): ChosenAccount[] {
  const key = normalizeEmail(email);
  return save(storage, rememberedAccounts(storage).filter((a) => normalizeEmail(a.email) !== key));
}
