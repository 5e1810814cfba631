import { countdownParts } from './countdown-parts';

const DAY = 86_400_000;

test('splits into days, hours, minutes and seconds', () => {
  expect(countdownParts(7 * DAY)).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
  expect(countdownParts(7 * DAY - 1000)).toEqual({ days: 6, hours: 23, minutes: 59, seconds: 59 });
  expect(countdownParts(DAY + 3_723_000)).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3 });
});

test('a started second still counts, so a late timer tick never skips one', () => {
  expect(countdownParts(7 * DAY - 1001)).toEqual({ days: 6, hours: 23, minutes: 59, seconds: 59 });
  expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
});

test('never goes below zero', () => {
  expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
});
