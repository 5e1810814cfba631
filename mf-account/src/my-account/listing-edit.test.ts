import type { Listing } from 'shared-contracts';
import { listingEditDraft, listingEditPatch, listingSaleState, validateListingEdit } from './listing-edit';

const listing = (more: Partial<Listing> = {}): Listing => ({
  id: 'listing-1',
  name: 'Raffia Basket',
  image: 'https://shop.example/images/listing-1-0',
  images: ['https://shop.example/images/listing-1-0', 'https://shop.example/images/listing-1-1'],
  price: 12_500,
  description: 'Handwoven in Iseyin.',
  details: [],
  rating: 0,
  reviewCount: 0,
  isNew: false,
  category: 'Home & Garden',
  stock: 5,
  discountPercentage: 0,
  slug: 'raffia-basket',
  sellerId: 'u1',
  createdAt: 1,
  ...more,
});
const draftOf = (l: Listing) => listingEditDraft(l, (n) => `Raffia Basket, picture ${n}`);

describe('listingEditDraft', () => {
  it('starts from the listing as it stands, its pictures named for their alt text', () => {
    expect(draftOf(listing())).toEqual({
      price: '12500',
      stock: '5',
      description: 'Handwoven in Iseyin.',
      images: [
        { id: 'saved-1', name: 'Raffia Basket, picture 1', src: 'https://shop.example/images/listing-1-0' },
        { id: 'saved-2', name: 'Raffia Basket, picture 2', src: 'https://shop.example/images/listing-1-1' },
      ],
    });
    // A listing with one picture and no list edits that picture.
    expect(draftOf(listing({ images: [] })).images.map((i) => i.src)).toEqual(['https://shop.example/images/listing-1-0']);
  });
});

describe('validateListingEdit', () => {
  it("checks SPEC §5's fields an edit has, in the spec's order, with its messages", () => {
    const wrong = { price: '0', stock: '-1', description: ' ', images: [] };
    expect(validateListingEdit(wrong)).toEqual({ field: 'description', message: 'Description is required' });
    expect(validateListingEdit({ ...wrong, description: 'x' })).toEqual({ field: 'price', message: 'Valid price is required' });
    expect(validateListingEdit({ ...wrong, description: 'x', price: '10' })).toEqual({ field: 'stock', message: 'Valid stock quantity is required' });
    expect(validateListingEdit({ ...wrong, description: 'x', price: '10', stock: '0' })).toEqual({ field: 'images', message: 'At least one image is required' });
    expect(validateListingEdit(draftOf(listing()))).toBeNull();
  });
});

describe('listingEditPatch', () => {
  it('sends only what changed, trimmed and as numbers', () => {
    const before = listing();
    expect(listingEditPatch(before, draftOf(before))).toEqual({});
    const draft = { ...draftOf(before), price: ' 13000 ', description: ' Handwoven in Iseyin. ' };
    expect(listingEditPatch(before, draft)).toEqual({ price: 13_000 });
    expect(listingEditPatch(before, { ...draftOf(before), stock: '0' })).toEqual({ stock: 0 });
    const reordered = draftOf(before).images.reverse();
    expect(listingEditPatch(before, { ...draftOf(before), images: reordered })).toEqual({ images: reordered.map((i) => i.src) });
  });
});

describe('listingSaleState', () => {
  it('reads on sale, off sale (taken off by its seller) or a draft that never was on sale', () => {
    expect(listingSaleState(listing())).toBe('on-sale');
    expect(listingSaleState(listing({ isActive: true, wasOnSale: true }))).toBe('on-sale');
    expect(listingSaleState(listing({ isActive: false, wasOnSale: true }))).toBe('off-sale');
    expect(listingSaleState(listing({ isActive: false, wasOnSale: false }))).toBe('draft');
    expect(listingSaleState(listing({ isActive: false }))).toBe('draft');
  });
});
