import { appearanceAttributes, parseStoredAppearance, SETTINGS_TABS, settingsValues } from './settings';

test('Settings has the eight tabs of SPEC §2, in its order', () => {
  const labels = ['Profile', 'Account', 'Addresses', 'Payment', 'Notifications', 'Privacy', 'Appearance', 'Preferences'];
  expect(SETTINGS_TABS.map((t) => t.label)).toEqual(labels);
});

describe('settingsValues (SPEC §9 Defaults)', () => {
  it('gives the spec defaults to an account that saved nothing', () => {
    const values = settingsValues();
    expect(values.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      orderUpdates: true,
      promotions: true,
      newsletter: false,
      productRecommendations: true,
      priceAlerts: true,
    });
    expect(values.privacy).toEqual({
      profileVisibility: 'public',
      showEmail: false,
      showPhone: false,
      dataCollection: true,
      thirdPartySharing: false,
      marketingEmails: true,
    });
    expect(values.appearance).toMatchObject({ theme: 'system', language: 'en', currency: 'NGN', timezone: 'Africa/Lagos' });
    expect(values.payment).toEqual({ preferredMethod: 'card', receiptEmail: null });
    expect(values.accountDeletion).toBeNull();
  });

  it('keeps what was saved over the defaults', () => {
    const values = settingsValues({
      notifications: { newsletter: true },
      appearance: { theme: 'dark', timezone: 'Europe/London' },
      billing: { city: 'Abuja' },
      accountDeletion: { requestedAt: '2025-06-01T10:00:00.000Z' },
    });
    expect(values.notifications.newsletter).toBe(true);
    expect(values.notifications.emailNotifications).toBe(true);
    expect(values.appearance).toMatchObject({ theme: 'dark', timezone: 'Europe/London', currency: 'NGN' });
    expect(values.billing).toMatchObject({ city: 'Abuja', state: null });
    expect(values.accountDeletion).toEqual({ requestedAt: '2025-06-01T10:00:00.000Z' });
  });

  it('drops a stored value of the wrong type or outside its choices', () => {
    const values = settingsValues({
      privacy: { profileVisibility: 'everyone' as never, showEmail: 'yes' as never },
      appearance: { theme: 'neon' as never, language: 'xx' as never, currency: 'BTC' as never },
    });
    expect(values.privacy).toMatchObject({ profileVisibility: 'public', showEmail: false });
    expect(values.appearance).toMatchObject({ theme: 'system', language: 'en', currency: 'NGN' });
  });
});

describe('site appearance', () => {
  it('reads the stored appearance, the defaults when missing or broken', () => {
    expect(parseStoredAppearance('{"theme":"dark","animations":false}')).toEqual({ theme: 'dark', animations: false });
    expect(parseStoredAppearance(null)).toEqual({ theme: 'system', animations: true });
    expect(parseStoredAppearance('not json')).toEqual({ theme: 'system', animations: true });
    expect(parseStoredAppearance('{"theme":"sepia"}')).toEqual({ theme: 'system', animations: true });
  });

  it('marks the root only for a chosen theme and for animations off', () => {
    expect(appearanceAttributes({ theme: 'system', animations: true })).toEqual({ 'data-theme': null, 'data-motion': null });
    expect(appearanceAttributes({ theme: 'dark', animations: false })).toEqual({ 'data-theme': 'dark', 'data-motion': 'reduced' });
    expect(appearanceAttributes({ theme: 'light', animations: true })['data-theme']).toBe('light');
  });
});
