import { relativeTime } from './relative-time';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [60 * S, '1 minute ago'],
    [119 * S, '1 minute ago'],
    [5 * M, '5 minutes ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [2 * H + 30 * M, '2 hours ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [3 * D + 5 * H, '3 days ago'],
    [400 * D, '400 days ago'],
  ])('%i ms ago reads %s', (ago, text) => {
    expect(relativeTime(NOW - ago, NOW)).toBe(text);
  });

  it("treats a time in the future (clock skew) as 'Just now'", () => {
    expect(relativeTime(NOW + 5 * M, NOW)).toBe('Just now');
  });

  it('measures against the current time by default', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      expect(relativeTime(NOW - 2 * H)).toBe('2 hours ago');
    } finally {
      jest.useRealTimers();
    }
  });
});
