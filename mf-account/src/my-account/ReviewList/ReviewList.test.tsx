import { render, screen, within } from '@testing-library/react';
import { ReviewList } from './ReviewList';

describe('ReviewList', () => {
  it('shows each review with its item, rating in words, comment and date', () => {
    render(
      <ReviewList
        reviews={[
          { id: 'r1', item: 'Leather Sandals', rating: 4, comment: 'Comfortable.', date: '2025-03-22T18:30:00.000Z' },
          { id: 'r2', item: 'Speaker', rating: 9, comment: 'Loud.', date: '2025-08-25T08:45:00.000Z' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Leather Sandals' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Comfortable.');
    expect(first).toHaveTextContent('22 Mar 2025');
    // A rating outside 0-5 is shown within it.
    expect(within(second!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
