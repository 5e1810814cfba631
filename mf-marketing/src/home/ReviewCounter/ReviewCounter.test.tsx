import { act, screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/test-utils';
import { REVIEW_COUNTER_MAX, REVIEW_COUNTER_START, REVIEW_COUNTER_STEP_MS } from '../home-constants';
import { mockReducedMotion } from '../usePrefersReducedMotion/mock-match-media';
import { ReviewCounter } from './ReviewCounter';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const counterText = () => screen.getByText(/five star reviews and counting!$/).textContent;

test('starts at 10,376 and rises by one every 2000 ms', () => {
  renderScreen(<ReviewCounter />);
  expect(counterText()).toBe('Over 10,376 five star reviews and counting!');
  advance(REVIEW_COUNTER_STEP_MS - 1);
  expect(counterText()).toBe('Over 10,376 five star reviews and counting!');
  advance(1);
  expect(counterText()).toBe('Over 10,377 five star reviews and counting!');
  advance(REVIEW_COUNTER_STEP_MS * 3);
  expect(counterText()).toBe('Over 10,380 five star reviews and counting!');
});

test('stops at 95,000', () => {
  renderScreen(<ReviewCounter />);
  advance((REVIEW_COUNTER_MAX - REVIEW_COUNTER_START) * REVIEW_COUNTER_STEP_MS);
  expect(counterText()).toBe('Over 95,000 five star reviews and counting!');
  // No timer is left running once it has reached the top.
  expect(jest.getTimerCount()).toBe(0);
  advance(REVIEW_COUNTER_STEP_MS * 10);
  expect(counterText()).toBe('Over 95,000 five star reviews and counting!');
});

test('keeps the number still under reduced motion', () => {
  const media = mockReducedMotion(true);
  try {
    renderScreen(<ReviewCounter />);
    advance(REVIEW_COUNTER_STEP_MS * 5);
    expect(counterText()).toBe('Over 10,376 five star reviews and counting!');
  } finally {
    media.restore();
  }
});
