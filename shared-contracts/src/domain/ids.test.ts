import { notificationId } from './ids';

describe('notificationId', () => {
  it('combines the type, the time and a random part', () => {
    expect(notificationId('success', 1700000000000, () => 0.123456789)).toMatch(/^success-1700000000000-[0-9a-z]+$/);
    expect(notificationId('onboarding', 42, () => 0.5)).toBe(`onboarding-42-${(0.5).toString(36).slice(2, 11)}`);
  });

  it('uses the current time by default', () => {
    jest.useFakeTimers({ now: 1234567 });
    try {
      expect(notificationId('warning').startsWith('warning-1234567-')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is unique across many ids made in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => notificationId('other', 1)));
    expect(ids.size).toBe(5000);
  });
});
