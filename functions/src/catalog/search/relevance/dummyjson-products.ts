import fs from 'node:fs';
import path from 'node:path';
import type { DummyProduct } from '../../dummyjson-product';

/** DummyJSON's 194 products (MIT, LICENSE-dummyjson.txt), trimmed to what the search reads: the relevance test's real catalog. */
export const dummyjsonProducts = (): DummyProduct[] =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, 'dummyjson-products.json'), 'utf8')) as { products: DummyProduct[] }).products;
