import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCatalogFile } from './catalog-file';

const write = (value: unknown) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-file-')), 'products.json');
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

describe('readCatalogFile', () => {
  it('serves a DummyJSON-shaped table with the service’s own pictures and defaults for what it lacks', () => {
    const [lipstick] = readCatalogFile(write({ products: [{ id: 4, title: 'Red Lipstick', price: 12.99, category: 'beauty', stock: 3, tags: ['lipstick'], thumbnail: 'https://cdn.example/4.png' }] }));
    expect(lipstick).toMatchObject({
      id: 4,
      title: 'Red Lipstick',
      tags: ['lipstick'],
      availabilityStatus: 'Low Stock',
      reviews: [],
      images: ['/product-images/beauty/4/1.svg'],
      thumbnail: '/product-images/beauty/4/thumbnail.svg',
    });
  });

  it('takes the array itself too', () => {
    expect(readCatalogFile(write([{ id: 1, title: 'Apple', price: 1, category: 'groceries' }]))).toHaveLength(1);
  });

  it('says what is wrong with a file it cannot serve', () => {
    expect(() => readCatalogFile(write('{'))).toThrow(/cannot be read as JSON/);
    expect(() => readCatalogFile(write({ products: [] }))).toThrow(/holds no products/);
    expect(() => readCatalogFile(write([{ id: 'x', title: 'A', price: 1, category: 'c' }]))).toThrow(/product 1 needs a whole-number id/);
  });
});
