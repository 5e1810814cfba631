import { settingsTabFrom } from './settings-tab';

describe('Settings tabs (SPEC §2)', () => {
  it('reads the tab from the URL, Profile when missing or unknown', () => {
    expect(settingsTabFrom('privacy')).toBe('privacy');
    expect(settingsTabFrom(' Appearance ')).toBe('appearance');
    expect(settingsTabFrom(null)).toBe('profile');
    expect(settingsTabFrom('billing')).toBe('profile');
  });
});
