import { checkAvatarFile, checkPasswordChange, profileUserType, SETTINGS_MESSAGES } from './settings-rules';

describe('settings messages (SPEC §5)', () => {
  it("says '{tab} settings saved successfully' and 'Failed to save {tab} settings'", () => {
    expect(SETTINGS_MESSAGES.saved('Privacy')).toBe('Privacy settings saved successfully');
    expect(SETTINGS_MESSAGES.saveFailed('Appearance')).toBe('Failed to save Appearance settings');
  });
});

describe('checkPasswordChange (SPEC §5)', () => {
  const change = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    checkPasswordChange({ currentPassword, newPassword, confirmPassword });

  it('needs all three fields', () => {
    expect(change('', 'longenough', 'longenough')).toBe('Please fill in all password fields');
    expect(change('old-secret', '', 'longenough')).toBe('Please fill in all password fields');
    expect(change('old-secret', 'longenough', '')).toBe('Please fill in all password fields');
  });

  it('checks the match before the length', () => {
    expect(change('old-secret', 'short', 'shorts')).toBe("New passwords don't match");
    expect(change('old-secret', 'short', 'short')).toBe('Password must be at least 8 characters long');
  });

  it('takes 8 characters, counting each emoji as one', () => {
    expect(change('old-secret', '1234567', '1234567')).toBe('Password must be at least 8 characters long');
    expect(change('old-secret', '12345678', '12345678')).toBeNull();
    expect(change('old', '🔑🔑🔑🔑🔑🔑🔑', '🔑🔑🔑🔑🔑🔑🔑')).toBe('Password must be at least 8 characters long');
  });
});

describe('checkAvatarFile (SPEC §5 Avatar)', () => {
  const MB = 1024 * 1024;
  it('takes an image of up to 5 MB', () => {
    expect(checkAvatarFile({ size: 5 * MB, type: 'image/png' })).toBeNull();
    expect(checkAvatarFile({ size: 5 * MB + 1, type: 'image/jpeg' })).toBe('Image size should be less than 5MB');
  });

  it('refuses a file that is no image', () => {
    expect(checkAvatarFile({ size: 10, type: 'application/pdf' })).toBe(SETTINGS_MESSAGES.avatarNotImage);
    expect(checkAvatarFile({ size: 10, type: '' })).toBe(SETTINGS_MESSAGES.avatarNotImage);
  });
});

describe('profileUserType (SPEC §6)', () => {
  it("offers buyer, seller, user; sign-up's 'Buyer' reads as buyer; anything else is user", () => {
    expect(profileUserType('Buyer')).toBe('buyer');
    expect(profileUserType('seller')).toBe('seller');
    expect(profileUserType(null)).toBe('user');
    expect(profileUserType('admin')).toBe('user');
  });
});
