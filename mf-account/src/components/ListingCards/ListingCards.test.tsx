import { render, screen, within } from '@testing-library/react';
import { SAMPLE_LISTINGS } from '../../harness/sample-account-data';
import { ListingCards } from './ListingCards';

describe('ListingCards', () => {
  it('shows each listing with its name, naira price and category', () => {
    render(<ListingCards listings={[{ ...SAMPLE_LISTINGS[0]!, discountPrice: 9900 }, SAMPLE_LISTINGS[1]!]} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Handwoven Raffia Basket' })).toBeInTheDocument();
    // The price a shopper pays: the discount price when there is one.
    expect(first).toHaveTextContent('₦9,900');
    expect(first).toHaveTextContent('Home & Garden');
    expect(second).toHaveTextContent('Secondhand Physics Textbook');
    expect(second).toHaveTextContent('₦6,000');
    expect(second).toHaveTextContent('Books');
  });
});
