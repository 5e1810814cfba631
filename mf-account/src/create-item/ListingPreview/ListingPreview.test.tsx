import { render, screen, within } from '@testing-library/react';
import { emptyNewItem, listingFromNewItem, type NewItemDraft } from '../../shared/new-item';
import { ListingPreview } from './ListingPreview';

const draft = (patch: Partial<NewItemDraft> = {}): NewItemDraft => ({
  ...emptyNewItem(),
  name: 'Blue Kaftan',
  price: '15000',
  category: 'Clothing',
  stock: '3',
  images: [{ id: 'i1', name: 'front.png', src: 'data:image/png;base64,AAAA' }],
  ...patch,
});
const show = (d: NewItemDraft) => render(<ListingPreview listing={listingFromNewItem(d)} priceText={d.price} />);
const card = () => screen.getByRole('article', { name: 'Preview' });

describe('ListingPreview', () => {
  it('shows the card as the listing will: main image, name, no rating yet, price in naira, category', () => {
    const { container } = show(draft());
    expect(container.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(card()).getByRole('heading', { name: 'Blue Kaftan' })).toBeInTheDocument();
    expect(within(card()).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(within(card()).getByLabelText('0 reviews')).toHaveTextContent('(0)');
    expect(card()).toHaveTextContent('₦15,000');
    expect(card()).toHaveTextContent('Clothing');
    expect(within(card()).queryByText('New')).not.toBeInTheDocument();
  });

  it("stands in for what is not filled in yet", () => {
    show(draft({ name: '', price: 'abc', category: '', images: [] }));
    expect(within(card()).getByRole('heading', { name: 'Your product name' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('No image yet');
    expect(card()).toHaveTextContent('₦0');
  });

  it("shows the New badge above 50 in stock, Featured when chosen, and says an inactive item is hidden", () => {
    show(draft({ stock: '51', isFeatured: true, isActive: false }));
    expect(within(card()).getByText('New')).toBeInTheDocument();
    expect(within(card()).getByText('Featured')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Inactive: hidden from shoppers');
  });
});
