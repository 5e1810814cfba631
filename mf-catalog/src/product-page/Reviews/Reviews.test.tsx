import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductReview } from 'shared-contracts';
import { Reviews } from './Reviews';

const review = (reviewerName: string, rating: number, date = '2025-04-30T09:41:02.053Z'): ProductReview => ({
  reviewerName,
  rating,
  date,
  comment: `${reviewerName} says: ${rating} stars.`,
});

const three = [review('Eleanor Collins', 5), review('Lucas Gordon', 4, '2025-01-03T10:00:00.000Z'), review('Chloe Morales', 5)];

it('shows the average to one decimal, its stars and the review count', () => {
  render(<Reviews product={{ rating: 4.25, reviewCount: 523, reviews: three }} />);
  const section = screen.getByRole('region', { name: 'Customer Reviews' });
  expect(within(section).getByText('4.3')).toBeInTheDocument();
  expect(within(section).getAllByRole('img', { name: 'Rated 4.3 out of 5' })[0]).toBeInTheDocument();
  expect(within(section).getByText('Based on 523 reviews')).toBeInTheDocument();
});

it('draws a bar for each star from 5 to 1 with the share of the reviews', () => {
  render(<Reviews product={{ rating: 4.7, reviewCount: 3, reviews: three }} />);
  const bars = screen.getAllByRole('meter');
  expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
    '5 stars: 2 reviews',
    '4 stars: 1 review',
    '3 stars: 0 reviews',
    '2 stars: 0 reviews',
    '1 star: 0 reviews',
  ]);
  expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['67', '33', '0', '0', '0']);
});

it('says the bars count the reviews listed when the average counts more (a catalog’s ratings without words)', () => {
  render(<Reviews product={{ rating: 3.6, reviewCount: 313, reviews: three }} />);
  expect(screen.getByText('Based on 313 reviews')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Of the 3 reviews below' })).toBeInTheDocument();
  expect(screen.getAllByRole('meter')).toHaveLength(5);
});

it('draws no bars when none of the ratings counted has words, and says so', () => {
  render(<Reviews product={{ rating: 4.1, reviewCount: 12, reviews: [] }} />);
  expect(screen.getByText('Based on 12 reviews')).toBeInTheDocument();
  expect(screen.queryAllByRole('meter')).toEqual([]);
  expect(screen.getByText('No written reviews yet.')).toBeInTheDocument();
});

it('shows two reviews, then all of them, then two again', async () => {
  const user = userEvent.setup();
  render(<Reviews product={{ rating: 4.7, reviewCount: 3, reviews: three }} />);
  expect(screen.getByText('Eleanor Collins')).toBeInTheDocument();
  expect(screen.getByText('Lucas Gordon')).toBeInTheDocument();
  expect(screen.queryByText('Chloe Morales')).not.toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'View All Reviews' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByText('Chloe Morales')).toBeInTheDocument();
  expect(screen.getByText('Chloe Morales says: 5 stars.')).toBeInTheDocument();
  expect(toggle).toHaveTextContent('Show Fewer Reviews');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await user.click(toggle);
  expect(screen.queryByText('Chloe Morales')).not.toBeInTheDocument();
  expect(toggle).toHaveTextContent('View All Reviews');
});

it("writes each review's date for Nigeria", () => {
  render(<Reviews product={{ rating: 4.7, reviewCount: 3, reviews: three }} />);
  expect(screen.getByText('30 Apr 2025')).toHaveAttribute('datetime', '2025-04-30T09:41:02.053Z');
  expect(screen.getByText('3 Jan 2025')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
});

it('offers no button when there are two reviews or fewer', () => {
  render(<Reviews product={{ rating: 4, reviewCount: 2, reviews: three.slice(0, 2) }} />);
  expect(screen.getByText('Lucas Gordon')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View All Reviews' })).not.toBeInTheDocument();
});

it('says so when the product has no reviews yet', () => {
  render(<Reviews product={{ rating: 0, reviewCount: 0 }} />);
  expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  expect(screen.getByText('Based on 0 reviews')).toBeInTheDocument();
  expect(screen.getAllByRole('meter').every((b) => b.getAttribute('aria-valuenow') === '0')).toBe(true);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
