import type { CallServer } from 'shared-contracts';
import { accountCalls } from './account-calls';

describe('accountCalls', () => {
  it('answers whether the account was created or existed already', async () => {
    const mock = jest.fn().mockResolvedValueOnce({ outcome: 'created' }).mockResolvedValueOnce({ outcome: 'exists' });
    const calls = accountCalls(mock as unknown as CallServer);
    expect(await calls.createAccount()).toBe('created');
    expect(await calls.createAccount()).toBe('exists');
    expect(mock.mock.calls).toEqual([['createAccount'], ['createAccount']]);
  });

  it('sends each patch as it is, and names no shopper: the server acts for the token’s', async () => {
    const mock = jest.fn().mockResolvedValue({});
    const calls = accountCalls(mock as unknown as CallServer);
    await calls.readAccount();
    await calls.updatePrimaryInformation({ phone: '+2348012345678' });
    await calls.updateLocation({ city: 'Ikeja' });
    await calls.readPreferences();
    await calls.savePreferences({ privacy: { showEmail: true } });
    expect(mock.mock.calls).toEqual([
      ['readAccount'],
      ['updatePrimaryInformation', { phone: '+2348012345678' }],
      ['updateLocation', { city: 'Ikeja' }],
      ['readPreferences'],
      ['savePreferences', { privacy: { showEmail: true } }],
    ]);
  });
});
