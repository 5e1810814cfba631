import { availabilityText, discountPercent } from 'shared-contracts';
import type { DummyProduct } from './dummyjson-types';
import { mapProduct } from './map-product';

const raw: DummyProduct = {
  id: 7,
  title: 'Chanel Coco Noir Eau De',
  description: 'A dark, elegant fragrance.',
  category: 'fragrances',
  price: 129.99,
  discountPercentage: 16.51,
  rating: 4.26,
  stock: 58,
  brand: 'Chanel',
  thumbnail: 'https://cdn.example/7/thumbnail.webp',
  images: ['https://cdn.example/7/1.webp', 'https://cdn.example/7/2.webp'],
  reviews: [{ rating: 5, comment: 'Lovely', date: '2025-04-30T09:41:02.053Z', reviewerName: 'Ada Obi', reviewerEmail: 'ada@x.test' }],
};

describe('mapProduct (SPEC §3)', () => {
  const product = mapProduct(raw);

  it('takes the name from the title, the image from the thumbnail and the slug from the name', () => {
    expect(product).toMatchObject({
      id: '7',
      name: 'Chanel Coco Noir Eau De',
      image: 'https://cdn.example/7/thumbnail.webp',
      images: ['https://cdn.example/7/1.webp', 'https://cdn.example/7/2.webp'],
      slug: 'chanel-coco-noir-eau-de',
      brand: 'Chanel',
      category: 'fragrances',
      sellerId: '000000',
    });
  });

  it('reduces the price by the discount percentage, to whole naira', () => {
    expect(product.price).toBe(129.99);
    expect(product.discountPrice).toBe(109);
    expect(discountPercent(product)).toBe(16);
  });

  it('marks New by stock above 50 and lists the details lines', () => {
    expect(product.isNew).toBe(true);
    expect(product.details).toEqual(['Brand: Chanel', 'Stock available: 58', 'Rating: 4.26 stars', 'Category: fragrances']);
    expect(availabilityText(product.stock)).toBe('In Stock (58 items)');
  });

  it('keeps the reviews without the reviewers’ email addresses', () => {
    expect(product.reviews).toEqual([{ rating: 5, comment: 'Lovely', date: '2025-04-30T09:41:02.053Z', reviewerName: 'Ada Obi' }]);
  });

  it('derives review count and featured from the product, the same on every call', () => {
    expect(mapProduct(raw)).toEqual(product);
    expect(product.reviewCount).toBeGreaterThanOrEqual(10);
    expect(product.reviewCount).toBeLessThanOrEqual(999);
    const counts = new Set(Array.from({ length: 50 }, (_, i) => mapProduct({ ...raw, id: i }).reviewCount));
    expect(counts.size).toBeGreaterThan(40);
    const featured = Array.from({ length: 1000 }, (_, i) => mapProduct({ ...raw, id: i }).isFeatured).filter(Boolean).length;
    expect(featured).toBeGreaterThan(230);
    expect(featured).toBeLessThan(370);
  });

  it('fills the defaults for what a product lacks', () => {
    const bare = mapProduct({ id: 9, title: 'Plain Mug', price: 12 });
    expect(bare).toMatchObject({
      category: 'uncategorized',
      sellerId: '000000',
      image: '',
      images: [],
      description: '',
      stock: 0,
      rating: 0,
      discountPercentage: 0,
      isNew: false,
    });
    expect(bare).not.toHaveProperty('brand');
    expect(bare).not.toHaveProperty('discountPrice');
    expect(bare.details[0]).toBe('Brand: Unbranded');
  });

  it('uses the first image when there is no thumbnail', () => {
    expect(mapProduct({ id: 3, title: 'Lamp', price: 40, images: ['https://cdn.example/3/1.webp'] }).image).toBe(
      'https://cdn.example/3/1.webp',
    );
  });
});
