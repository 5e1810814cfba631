import { ITEM_CATEGORIES } from 'shared-contracts/core';
import {
  addItemTag,
  emptyNewItem,
  isValidItemPrice,
  isValidItemStock,
  itemSpecificationsToSave,
  listingFromNewItem,
  NEW_ITEM_MESSAGES,
  type NewItemDraft,
  removeItemSpecification,
  removeItemTag,
  selectItemImages,
  validateNewItem,
} from './new-item';

const MB = 1024 * 1024;
const image = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });
const picture = { id: 'i1', name: 'front.png', src: 'data:image/png;base64,AAAA' };

const valid = (): NewItemDraft => ({
  ...emptyNewItem(),
  name: 'Blue Kaftan',
  description: 'Hand-dyed cotton kaftan.',
  price: '15000',
  category: 'Clothing',
  stock: '3',
  images: [picture],
});

describe('NEW_ITEM_MESSAGES', () => {
  it("reproduces SPEC §5 and §8's texts", () => {
    expect(NEW_ITEM_MESSAGES.imageTooLarge('a.png')).toBe('a.png is too large. Maximum 5MB per image.');
    expect(NEW_ITEM_MESSAGES.notAnImage('cv.pdf')).toBe('cv.pdf is not a valid image file.');
    expect(NEW_ITEM_MESSAGES.imagesUploaded(2)).toBe('2 image(s) uploaded successfully');
    expect(NEW_ITEM_MESSAGES.created).toBe('Item created successfully!');
    expect(NEW_ITEM_MESSAGES.failed).toBe('Failed to create item. Please try again.');
  });
});

describe('emptyNewItem', () => {
  it('starts active, not featured, with one empty specification row (SPEC §3)', () => {
    expect(emptyNewItem()).toMatchObject({ isActive: true, isFeatured: false, tags: [], images: [], specifications: [{ key: '', value: '' }] });
  });

  it('gives a fresh object each time', () => {
    const a = emptyNewItem();
    a.specifications[0]!.key = 'changed';
    expect(emptyNewItem().specifications[0]!.key).toBe('');
  });
});

describe('validateNewItem: the submit checks in the spec order', () => {
  it('passes a complete form', () => {
    expect(validateNewItem(valid())).toBeNull();
  });

  it('reports only the first failing check, in order', () => {
    const steps: [Partial<NewItemDraft>, string, string][] = [
      [{ name: '  ' }, 'name', 'Product name is required'],
      [{ description: '' }, 'description', 'Description is required'],
      [{ price: '0' }, 'price', 'Valid price is required'],
      [{ category: '' }, 'category', 'Category is required'],
      [{ stock: '-1' }, 'stock', 'Valid stock quantity is required'],
      [{ images: [] }, 'images', 'At least one image is required'],
    ];
    // Everything broken: each fix reveals the next check.
    let form: NewItemDraft = { ...valid(), ...Object.assign({}, ...steps.map(([broken]) => broken)) };
    for (const [, field, message] of steps) {
      expect(validateNewItem(form)).toEqual({ field, message });
      form = { ...form, [field]: valid()[field as keyof NewItemDraft] };
    }
    expect(validateNewItem(form)).toBeNull();
  });

  it('takes any of the ten categories and nothing else', () => {
    for (const category of ITEM_CATEGORIES) expect(validateNewItem({ ...valid(), category })).toBeNull();
    expect(validateNewItem({ ...valid(), category: 'Weapons' })?.field).toBe('category');
  });
});

describe('isValidItemPrice', () => {
  it('needs whole naira from 1 to the limit the server keeps', () => {
    expect(['1', '15000', ' 18500 ', '100000000', '15000.00'].map(isValidItemPrice)).toEqual([true, true, true, true, true]);
    expect(['', ' ', '0', '0.00', '0.01', '99.99', '100000001', '-5', 'abc', '12abc', '1e3', 'Infinity', '1,000'].map(isValidItemPrice)).toEqual(
      Array(13).fill(false),
    );
  });
});

describe('isValidItemStock', () => {
  it('needs a whole number, 0 or more', () => {
    expect(['0', '1', ' 250 '].map(isValidItemStock)).toEqual([true, true, true]);
    expect(['', '-1', '2.5', 'ten', '1e2'].map(isValidItemStock)).toEqual([false, false, false, false, false]);
    // The server's limit: refused here, before sending.
    expect(['1000000', '1000001'].map(isValidItemStock)).toEqual([true, false]);
  });
});

describe('selectItemImages', () => {
  it('takes images of up to 5 MB', () => {
    const files = [image('a.png'), image('b.jpg', 5 * MB, 'image/jpeg')];
    expect(selectItemImages(0, files)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses a file over 5 MB and a file that is not an image, by name', () => {
    const big = image('huge.png', 5 * MB + 1);
    const pdf = image('cv.pdf', 100, 'application/pdf');
    const ok = image('ok.webp', 100, 'image/webp');
    expect(selectItemImages(0, [big, pdf, ok])).toEqual({
      accepted: [ok],
      problems: ['huge.png is too large. Maximum 5MB per image.', 'cv.pdf is not a valid image file.'],
    });
  });

  it('calls a large non-image not an image', () => {
    expect(selectItemImages(0, [image('film.mp4', 50 * MB, 'video/mp4')]).problems).toEqual(['film.mp4 is not a valid image file.']);
  });

  it('keeps at most 5 in all, taking the first good ones', () => {
    const files = ['1', '2', '3'].map((n) => image(`${n}.png`));
    expect(selectItemImages(3, files)).toEqual({ accepted: files.slice(0, 2), problems: ['Maximum 5 images allowed'] });
    expect(selectItemImages(5, [image('6.png')])).toEqual({ accepted: [], problems: ['Maximum 5 images allowed'] });
  });

  it('does not count refused files against the limit', () => {
    const files = [image('bad.txt', 10, 'text/plain'), image('4.png'), image('5.png')];
    expect(selectItemImages(3, files).accepted.map((f) => f.name)).toEqual(['4.png', '5.png']);
  });
});

describe('tags', () => {
  it('adds a trimmed tag', () => {
    expect(addItemTag(['cotton'], '  summer   wear ')).toEqual({ tags: ['cotton', 'summer wear'], outcome: 'added' });
  });

  it('ignores a blank tag', () => {
    expect(addItemTag(['cotton'], '   ')).toEqual({ tags: ['cotton'], outcome: 'blank' });
  });

  it('refuses a tag already there, whatever its case', () => {
    expect(addItemTag(['Cotton'], 'cotton ')).toEqual({ tags: ['Cotton'], outcome: 'exists' });
  });

  it('removes one tag', () => {
    expect(removeItemTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('specifications', () => {
  const rows = [
    { key: 'Size', value: 'M' },
    { key: 'Colour', value: 'Blue' },
  ];

  it('removes a row', () => {
    expect(removeItemSpecification(rows, 0)).toEqual([{ key: 'Colour', value: 'Blue' }]);
  });

  it('keeps one row: removing the only row empties it', () => {
    expect(removeItemSpecification([{ key: 'Size', value: 'M' }], 0)).toEqual([{ key: '', value: '' }]);
  });

  it('drops rows missing a name or a value on submit, trimming the rest', () => {
    expect(
      itemSpecificationsToSave([
        { key: ' Size ', value: ' M ' },
        { key: '', value: '' },
        { key: 'Weight', value: ' ' },
        { key: '', value: 'orphan' },
      ]),
    ).toEqual([{ key: 'Size', value: 'M' }]);
  });
});

describe('listingFromNewItem', () => {
  it("shapes the form like a catalog product, keeping the listing's own fields", () => {
    const form: NewItemDraft = {
      ...valid(),
      name: '  Blue   Kaftan ',
      price: '15000',
      brand: ' Adire House ',
      sku: ' KAF-01 ',
      stock: '60',
      images: [picture, { id: 'i2', name: 'back.png', src: 'data:image/png;base64,BBBB' }],
      tags: ['cotton', 'summer'],
      specifications: [
        { key: 'Size', value: 'M' },
        { key: '', value: '' },
      ],
      isFeatured: true,
    };
    expect(listingFromNewItem(form)).toEqual({
      name: 'Blue Kaftan',
      image: 'data:image/png;base64,AAAA',
      images: ['data:image/png;base64,AAAA', 'data:image/png;base64,BBBB'],
      price: 15000,
      description: 'Hand-dyed cotton kaftan.',
      details: ['Brand: Adire House', 'Stock available: 60', 'Rating: 0 stars', 'Category: Clothing', 'Size: M'],
      rating: 0,
      reviewCount: 0,
      isNew: true,
      isFeatured: true,
      category: 'Clothing',
      stock: 60,
      discountPercentage: 0,
      slug: 'blue-kaftan',
      brand: 'Adire House',
      sku: 'KAF-01',
      tags: ['cotton', 'summer'],
      specifications: [{ key: 'Size', value: 'M' }],
      isActive: true,
    });
  });

  it('leaves out an empty brand and sku, and no discount price is set', () => {
    const listing = listingFromNewItem({ ...valid(), isActive: false });
    expect(listing).not.toHaveProperty('brand');
    expect(listing).not.toHaveProperty('sku');
    expect(listing).not.toHaveProperty('discountPrice');
    expect(listing.details[0]).toBe('Brand: Unbranded');
    expect(listing).toMatchObject({ isNew: false, isActive: false, isFeatured: false, specifications: [] });
  });
});
