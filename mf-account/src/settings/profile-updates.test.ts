import { ServerCallError, LOGGED_OUT, type IdentityUser } from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import { createMemoryAccountStore, memoryCallServer } from 'shared-contracts/testing';
import type { MemoryServerStore } from '../harness/sample-account-data';
import { savePreferences, updateLocation, updatePrimaryInformation } from './profile-updates';

const ada: IdentityUser = { uid: 'g-ada', email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' };
const existing = () => ({ [ada.uid]: newAccountDocument(ada, new Date(2024, 0, 2, 3, 4, 5)) });
const failing = (store: MemoryServerStore, method: keyof MemoryServerStore, error: Error = new ServerCallError('unavailable')) =>
  ({ ...store, [method]: () => Promise.reject(error) }) as MemoryServerStore;
/** The server as Ada, signed in. */
const asAda = (store: MemoryServerStore) => memoryCallServer(store, () => ({ uid: ada.uid, user: ada }));

describe('profile and location updates (SPEC §6, §7, §8)', () => {
  const session = { ...LOGGED_OUT, uid: ada.uid, isLoggedIn: true, primaryInformation: {}, location: {} };

  it('merge into the account document and say so', async () => {
    const accounts = createMemoryAccountStore(existing());
    expect(await updatePrimaryInformation(asAda(accounts), session, { phone: '+2348012345678' })).toEqual({
      ok: true,
      message: 'Primary information updated successfully',
    });
    expect(await updateLocation(asAda(accounts), session, { city: 'Ikeja' })).toEqual({
      ok: true,
      message: 'Location information updated successfully',
    });
    const doc = await accounts.read(ada.uid);
    expect(doc!.user.primaryInformation).toMatchObject({ firstName: 'Ada', phone: '+2348012345678' });
    expect(doc!.user.location).toMatchObject({ city: 'Ikeja', streetName: null });
  });

  it("refuse a signed-out visitor with 'User not authenticated'", async () => {
    const accounts = createMemoryAccountStore(existing());
    expect(await updatePrimaryInformation(asAda(accounts), LOGGED_OUT, { phone: '1' })).toEqual({ ok: false, message: 'User not authenticated' });
    expect(await updateLocation(asAda(accounts), LOGGED_OUT, { city: 'X' })).toEqual({ ok: false, message: 'User not authenticated' });
  });

  it("say 'User not found' when the account document is gone", async () => {
    const accounts = createMemoryAccountStore();
    expect(await updatePrimaryInformation(asAda(accounts), session, { phone: '1' })).toEqual({ ok: false, message: 'User not found' });
    expect(await updateLocation(asAda(accounts), session, { city: 'X' })).toEqual({ ok: false, message: 'User not found' });
  });

  it("show the Settings messages when the store fails, and log why (SPEC §8)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = new ServerCallError('unavailable', 'The account store could not be reached');
    const accounts = failing(failing(createMemoryAccountStore(existing()), 'updatePrimaryInformation', down), 'updateLocation', down);
    expect(await updatePrimaryInformation(asAda(accounts), session, { phone: '1' })).toEqual({
      ok: false,
      message: 'Failed to update primary information',
    });
    expect(await updateLocation(asAda(accounts), session, { city: 'X' })).toEqual({
      ok: false,
      message: 'Failed to update Location information',
    });
    expect(warn).toHaveBeenCalledWith('Failed to update profile: The account store could not be reached');
    expect(warn).toHaveBeenCalledWith('Failed to update location: The account store could not be reached');
    warn.mockRestore();
  });

  it("save a settings section, saying '{tab} settings saved successfully' or 'Failed to save {tab} settings'", async () => {
    const accounts = createMemoryAccountStore(existing());
    expect(await savePreferences(asAda(accounts), session, { privacy: { showEmail: true } }, 'Privacy')).toEqual({
      ok: true,
      message: 'Privacy settings saved successfully',
    });
    expect((await accounts.readPreferences(ada.uid)).privacy).toEqual({ showEmail: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = failing(accounts, 'savePreferences', new ServerCallError('unavailable'));
    expect(await savePreferences(asAda(broken), session, { privacy: {} }, 'Privacy')).toEqual({ ok: false, message: 'Failed to save Privacy settings' });
    warn.mockRestore();
  });
});
