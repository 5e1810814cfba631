import { emulatorIdToken, emulatorSubject } from './emulator-credential';

describe('emulatorSubject', () => {
  it('is the same Google account for the same email, whatever its case and spaces', () => {
    expect(emulatorSubject(' Ada@Example.com ')).toBe(emulatorSubject('ada@example.com'));
    expect(emulatorSubject('ada@example.com')).toBe(emulatorSubject('ada@example.com'));
  });

  it('differs between emails', () => {
    const subjects = new Set(['ada@example.com', 'ade@example.com', 'ada@example.org', 'bola@shop.ng', 'a@b.co'].map(emulatorSubject));
    expect(subjects.size).toBe(5);
  });

  it('looks like a Google subject: 21 digits', () => {
    expect(emulatorSubject('ada@example.com')).toMatch(/^1\d{20}$/);
    expect(emulatorSubject('')).toMatch(/^1\d{20}$/);
  });
});

describe('emulatorIdToken', () => {
  it('carries the claims the emulator turns into a verified Google account', () => {
    expect(JSON.parse(emulatorIdToken({ email: ' Ada@Example.com', name: ' Ada Obi ' }))).toEqual({
      sub: emulatorSubject('ada@example.com'),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Obi',
    });
  });
});
