import { isValidEmail } from './email';

describe('isValidEmail (SPEC §5: non-space text, @, text, dot, text)', () => {
  it.each(['ada@example.com', 'a@b.c', 'first.last+tag@mail.example.ng', '  ada@example.com  '])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ada', 'ada@example', '@example.com', 'ada@.', 'ada@example.', 'ada example@mail.com', 'ada@exa mple.com', 'a@@b.c'])(
    'refuses %p',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
