import { act, screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/test-utils';
import { FLASH_SALE_ADVANCE_MS } from '../home-constants';
import { mockReducedMotion } from '../usePrefersReducedMotion/mock-match-media';
import { FlashSale } from './FlashSale';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The one pick on show: the others are hidden from assistive technology. */
const shownPick = () => screen.getByRole('img').getAttribute('alt');

test('shows one of three picks at a time, the next every 4500 ms, round and round', () => {
  renderScreen(<FlashSale />);
  expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(3);
  expect(shownPick()).toMatch(/sneakers/);
  advance(FLASH_SALE_ADVANCE_MS - 1);
  expect(shownPick()).toMatch(/sneakers/);
  advance(1);
  expect(shownPick()).toMatch(/smartwatch/);
  advance(FLASH_SALE_ADVANCE_MS);
  expect(shownPick()).toMatch(/speaker/);
  advance(FLASH_SALE_ADVANCE_MS);
  expect(shownPick()).toMatch(/sneakers/);
});

test('fades over 700 ms, and stays still under reduced motion', () => {
  const { unmount } = renderScreen(<FlashSale />);
  expect(screen.getByRole('img')).toHaveStyle({ transitionDuration: '700ms' });
  unmount();
  const media = mockReducedMotion(true);
  try {
    renderScreen(<FlashSale />);
    advance(FLASH_SALE_ADVANCE_MS * 2);
    expect(shownPick()).toMatch(/sneakers/);
  } finally {
    media.restore();
  }
});

test('Shop Now leads to the product listing', () => {
  renderScreen(<FlashSale />);
  expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
});
