import { browserStorage } from '../stores/persistence';
import { forgetAccount, MAX_REMEMBERED_ACCOUNTS, rememberAccount, rememberedAccounts, REMEMBERED_ACCOUNTS_KEY } from './remembered-accounts';

beforeEach(() => localStorage.clear());

describe('remembered emulator accounts', () => {
  const storage = browserStorage();

  it('lists nothing at first, and survives a broken stored value', () => {
    expect(rememberedAccounts(storage)).toEqual([]);
    localStorage.setItem(REMEMBERED_ACCOUNTS_KEY, '{oops');
    expect(rememberedAccounts(storage)).toEqual([]);
    localStorage.setItem(REMEMBERED_ACCOUNTS_KEY, JSON.stringify([{ email: 'a@b.co', name: 'A' }, { email: 3 }]));
    expect(rememberedAccounts(storage)).toEqual([{ email: 'a@b.co', name: 'A' }]);
  });

  it('keeps the most recent first, one entry per email, with the name first given (as Firebase does)', () => {
    rememberAccount(storage, { email: 'ada@example.com', name: ' Ada Obi' });
    rememberAccount(storage, { email: 'bola@example.com', name: 'Bola Ade' });
    const list = rememberAccount(storage, { email: ' ADA@example.com ', name: 'Someone Else' });
    expect(list).toEqual([
      { email: 'ada@example.com', name: 'Ada Obi' },
      { email: 'bola@example.com', name: 'Bola Ade' },
    ]);
    expect(rememberedAccounts(browserStorage())).toEqual(list);
  });

  it(`keeps at most ${MAX_REMEMBERED_ACCOUNTS}`, () => {
    for (let i = 0; i <= MAX_REMEMBERED_ACCOUNTS; i += 1) rememberAccount(storage, { email: `u${i}@example.com`, name: `U ${i}` });
    const list = rememberedAccounts(storage);
    expect(list).toHaveLength(MAX_REMEMBERED_ACCOUNTS);
    expect(list[0]?.email).toBe(`u${MAX_REMEMBERED_ACCOUNTS}@example.com`);
    expect(list.some((a) => a.email === 'u0@example.com')).toBe(false);
  });

  it('forgets an account by email', () => {
    rememberAccount(storage, { email: 'ada@example.com', name: 'Ada Obi' });
    rememberAccount(storage, { email: 'bola@example.com', name: 'Bola Ade' });
    expect(forgetAccount(storage, 'Ada@Example.com')).toEqual([{ email: 'bola@example.com', name: 'Bola Ade' }]);
    expect(rememberedAccounts(storage)).toEqual([{ email: 'bola@example.com', name: 'Bola Ade' }]);
  });
});
