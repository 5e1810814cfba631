import { settingsPath } from './settings-path';

describe('Settings tabs (SPEC §2)', () => {
  it('opens Settings on a tab by its ?tab= link', () => {
    expect(settingsPath()).toBe('/settings?tab=profile');
    expect(settingsPath('addresses')).toBe('/settings?tab=addresses');
  });
});
