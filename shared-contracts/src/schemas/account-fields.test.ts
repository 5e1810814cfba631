import { NotificationsSchema, PrimaryInformationPatchSchema as ProfilePatchSchema } from './account-payloads';
import { describeProblem, parsePayload } from './problem';

// Issue 38: values are what they claim.
const refused = (input: unknown) => {
  const parsed = parsePayload(ProfilePatchSchema, input);
  return parsed.ok ? null : describeProblem(parsed.problem);
};
const NOW = Date.UTC(2026, 10, 28, 12);
beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('a date of birth', () => {
  it.each(['9999-99-99', '2023-02-30', '2023-13-01', '2023-00-10', '2023-04-31', '1990-1-2', '01-02-1990', '', 'yesterday'])('is refused when %j is no calendar date', (bad) => {
    expect(refused({ dateOfBirth: bad })).toBe('dateOfBirth: must be a date (YYYY-MM-DD)');
  });

  it('is refused in the future, naming the field', () => {
    expect(refused({ dateOfBirth: '2026-11-30' })).toBe('dateOfBirth: must be a date in the past');
    expect(refused({ dateOfBirth: '9999-12-31' })).toBe('dateOfBirth: must be a date in the past');
  });

  it('is taken when it is a real day that has come, a leap day included, or left empty', () => {
    for (const good of ['1990-04-12', '2000-02-29', '1904-02-29', '2026-11-28', '2026-11-29']) expect([good, refused({ dateOfBirth: good })]).toEqual([good, null]);
    expect(refused({ dateOfBirth: '2023-02-29' })).toBe('dateOfBirth: must be a date (YYYY-MM-DD)');
    expect(refused({ dateOfBirth: null })).toBeNull();
  });
});

describe('a photo', () => {
  const PHOTO = 'must be an https address or an image';

  it.each(['javascript:alert(1)', 'http://photo.example/ada.png', 'https://', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png;base64,<svg>', '//photo.example/a.png', 'ftp://photo.example/a.png'])(
    'is refused when it is %j',
    (bad) => expect(refused({ photoUrl: bad })).toBe(`photoUrl: ${PHOTO}`),
  );

  it('is refused with a control character, or too large', () => {
    expect(refused({ photoUrl: 'https://photo.example/a\u0000.png' })).toBe('photoUrl: must not contain control characters');
    expect(refused({ photoUrl: `data:image/jpeg;base64,${'A'.repeat(300_000)}` })).toBe('photoUrl: is too long');
    expect(refused({ photoUrl: `https://photo.example/${'a'.repeat(3_000)}` })).toBe(`photoUrl: ${PHOTO}`);
  });

  it("is taken as the sign-in provider's https address or the avatar the account page makes", () => {
    expect(refused({ photoUrl: 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c' })).toBeNull();
    expect(refused({ photoUrl: `data:image/jpeg;base64,${'/9j/4AAQ'.repeat(5_000)}` })).toBeNull();
    expect(refused({ photoUrl: 'data:image/png;base64,iVBORw0KGgo=' })).toBeNull();
    expect(refused({ photoUrl: null })).toBeNull();
  });
});

describe("a notification's action", () => {
  const note = { id: 'n1', type: 'other', title: 'Hi', message: 'm', isRead: false, isPersistent: false, createdAt: 1 };
  const action = (actionUrl: string) => {
    const parsed = parsePayload(NotificationsSchema, { items: [{ ...note, actionUrl }] });
    return parsed.ok ? null : describeProblem(parsed.problem);
  };

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'orders/paid', '', ' /orders'])('is refused when it is %j', (bad) => {
    expect(action(bad)).toBe('items.0.actionUrl: must be a path in the shop');
  });

  it('is refused with a control character a browser would drop', () => {
    expect(action('/\t/evil.example')).toBe('items.0.actionUrl: must not contain control characters');
    expect(action('/orders\u0000')).toBe('items.0.actionUrl: must not contain control characters');
  });

  it('is taken when it is a path on this site', () => {
    for (const good of ['/', '/orders/paid', '/account?tab=settings#top', '/products/100%25-cotton']) expect([good, action(good)]).toEqual([good, null]);
  });
});
