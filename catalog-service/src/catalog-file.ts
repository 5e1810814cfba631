import fs from 'node:fs';
import type { Product } from './generate-catalog';

type Given = Partial<Product> & { id: number; title: string; price: number; category: string };

/**
 * A DummyJSON-shaped product table read from a file (`{ "products": [...] }` or the array itself), to
 * serve instead of a generated catalog: DummyJSON's real data offline (`CATALOG_FILE`), for a shopper's
 * view of real names and for the search's journeys. Missing fields take a plain default; the pictures
 * are the service's own drawings (a file's URLs would point off this machine).
 */
export function readCatalogFile(file: string): Product[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`CATALOG_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown }).products;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`CATALOG_FILE ${file} holds no products (an array, or { "products": [...] })`);
  return list.map((given: Given, i) => {
    if (typeof given?.title !== 'string' || typeof given.price !== 'number' || typeof given.category !== 'string' || !Number.isInteger(given.id)) {
      throw new Error(`CATALOG_FILE ${file}: product ${i + 1} needs a whole-number id, a title, a price and a category`);
    }
    const base = `/product-images/${given.category}/${given.id}`;
    const createdAt = given.meta?.createdAt ?? '2024-01-01T00:00:00.000Z';
    const stock = given.stock ?? 0;
    return {
      id: given.id,
      title: given.title,
      description: given.description ?? '',
      category: given.category,
      price: given.price,
      discountPercentage: given.discountPercentage ?? 0,
      rating: given.rating ?? 0,
      stock,
      tags: given.tags ?? [],
      ...(given.brand ? { brand: given.brand } : {}),
      sku: given.sku ?? `FILE-${given.id}`,
      weight: given.weight ?? 1,
      dimensions: given.dimensions ?? { width: 10, height: 10, depth: 10 },
      warrantyInformation: given.warrantyInformation ?? 'No warranty',
      shippingInformation: given.shippingInformation ?? 'Ships in 1 week',
      availabilityStatus: stock === 0 ? 'Out of Stock' : stock <= 7 ? 'Low Stock' : 'In Stock',
      reviews: given.reviews ?? [],
      returnPolicy: given.returnPolicy ?? 'No return policy',
      minimumOrderQuantity: given.minimumOrderQuantity ?? 1,
      meta: { createdAt, updatedAt: given.meta?.updatedAt ?? createdAt, barcode: given.meta?.barcode ?? '', qrCode: '/product-images/qr-code.svg' },
      images: [`${base}/1.svg`],
      thumbnail: `${base}/thumbnail.svg`,
    };
  });
}
