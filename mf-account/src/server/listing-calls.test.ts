import type { CallServer } from 'shared-contracts';
import { EMPTY_SPECIFICATION, emptyNewItem, listingFromNewItem } from '../shared/new-item';
import { listingCalls } from './listing-calls';

const server = () => {
  const mock = jest.fn().mockResolvedValue({});
  return { mock, calls: listingCalls(mock as unknown as CallServer) };
};

describe('listingCalls.addListing', () => {
  it('sends only what the seller decides, never the fields the server builds', async () => {
    const { mock, calls } = server();
    // The form's listing carries the product's fields too (image, slug, rating, details...): none of them travel.
    const listing = listingFromNewItem({
      ...emptyNewItem(),
      name: '  Blue   Kaftan ',
      description: 'Hand-dyed cotton kaftan.',
      price: '15000',
      category: 'Clothing',
      brand: 'Adire House',
      stock: '3',
      images: [{ id: 'a', name: 'front.png', src: 'data:image/png;base64,AAAA' }],
      tags: ['cotton'],
      specifications: [{ key: 'Size', value: 'M' }, { ...EMPTY_SPECIFICATION }],
    });
    await calls.addListing({ ...listing, category: 'Clothing' });
    expect(mock).toHaveBeenCalledWith('addListing', {
      name: 'Blue Kaftan',
      description: 'Hand-dyed cotton kaftan.',
      price: 15000,
      category: 'Clothing',
      brand: 'Adire House',
      sku: '',
      stock: 3,
      images: ['data:image/png;base64,AAAA'],
      tags: ['cotton'],
      specifications: [{ key: 'Size', value: 'M' }],
      isActive: true,
      isFeatured: false,
    });
  });

  it('fills what a seller left out as the server’s schema would', async () => {
    const { mock, calls } = server();
    await calls.addListing({ name: 'Mat', description: 'Woven.', price: 500, category: 'Home & Garden', stock: 1, images: ['https://x/1'] });
    expect(mock.mock.calls[0][1]).toEqual({
      name: 'Mat', description: 'Woven.', price: 500, category: 'Home & Garden', brand: '', sku: '', stock: 1, images: ['https://x/1'],
      tags: [], specifications: [], isActive: true, isFeatured: false,
    });
  });
});

describe('listingCalls.updateListing', () => {
  it('sends the id with only the editable fields given, so two edits of different fields both land', async () => {
    const { mock, calls } = server();
    await calls.updateListing('listing-1', { price: 9000, description: undefined });
    await calls.updateListing('listing-1', { isActive: false });
    expect(mock.mock.calls).toEqual([
      ['updateListing', { id: 'listing-1', price: 9000 }],
      ['updateListing', { id: 'listing-1', isActive: false }],
    ]);
  });

  it('leaves out what a seller may not change, whatever the patch carries', async () => {
    const { mock, calls } = server();
    const patch = { stock: 0, images: ['https://x/1'], name: 'Renamed', sellerId: 'someone' } as Parameters<typeof calls.updateListing>[1];
    await calls.updateListing('listing-2', patch);
    expect(mock).toHaveBeenCalledWith('updateListing', { id: 'listing-2', stock: 0, images: ['https://x/1'] });
  });
});

describe('listingCalls.listMyListings', () => {
  it('asks with no payload: the server knows the seller', async () => {
    const { mock, calls } = server();
    await calls.listMyListings();
    expect(mock.mock.calls).toEqual([['listMyListings']]);
  });
});
