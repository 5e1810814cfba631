import { act, render, screen } from '@testing-library/react';
import { EARLY_BIRD_COUNTDOWN_MS } from 'shared-contracts';
import { Countdown } from './Countdown';

beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer', { name: 'Offer Ends In:' });

test('counts down each second from the deadline', () => {
  render(<Countdown deadline={Date.now() + EARLY_BIRD_COUNTDOWN_MS} />);
  expect(timer()).toHaveTextContent('07 Days 00 Hours 00 Minutes 00 Seconds');
  advance(1000);
  expect(timer()).toHaveTextContent('06 Days 23 Hours 59 Minutes 59 Seconds');
  advance(3_661_000);
  expect(timer()).toHaveTextContent('06 Days 22 Hours 58 Minutes 58 Seconds');
});

test('stops at zero and says the offer has ended', () => {
  render(<Countdown deadline={Date.now() + 3000} />);
  advance(2000);
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 01 Seconds');
  expect(screen.queryByText('This offer has ended.')).not.toBeInTheDocument();
  advance(1000);
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 00 Seconds');
  expect(screen.getByText('This offer has ended.')).toBeInTheDocument();
  expect(jest.getTimerCount()).toBe(0);
  advance(10_000);
  expect(timer()).toHaveTextContent('00 Days 00 Hours 00 Minutes 00 Seconds');
});
