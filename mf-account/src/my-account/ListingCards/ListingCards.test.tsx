import { render, screen, within } from '@testing-library/react';
import type { Listing } from 'shared-contracts';
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

  it('says whether each is on sale, off sale or a draft, and how many are in stock; no buttons without changes to make', () => {
    const [basket, textbook] = SAMPLE_LISTINGS as [Listing, Listing];
    render(<ListingCards listings={[basket, { ...textbook, isActive: false, wasOnSale: true, stock: 0 }, { ...textbook, id: 'd', name: 'Draft', isActive: false }]} />);
    const [onSale, offSale, draft] = screen.getAllByRole('listitem');
    expect(onSale).toHaveTextContent('On sale');
    expect(onSale).toHaveTextContent('5 in stock');
    expect(offSale).toHaveTextContent('Off sale');
    expect(offSale).toHaveTextContent('0 in stock');
    expect(draft).toHaveTextContent('Draft');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
