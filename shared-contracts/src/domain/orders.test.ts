import { formatDayTime, formatShortDate } from './orders';

describe('formatShortDate', () => {
  it('writes the date the en-NG way, and keeps text that is no date', () => {
    expect(formatShortDate('2025-01-15T12:00:00.000Z')).toBe('15 Jan 2025');
    expect(formatShortDate('soon')).toBe('soon');
  });
});

describe('formatDayTime', () => {
  it('writes day, month and 24-hour time the en-NG way, in the given zone', () => {
    expect(formatDayTime(Date.UTC(2026, 10, 24, 19, 5), 'Africa/Lagos')).toBe('24 Nov, 20:05');
    expect(formatDayTime(Date.UTC(2026, 0, 2, 23, 30), 'UTC')).toBe('2 Jan, 23:30');
  });
});
