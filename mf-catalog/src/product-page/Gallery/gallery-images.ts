import type { Product } from 'shared-contracts';
import { THUMBNAILS_MAX } from '../product-page-constants';

/**
 * SPEC §2: at most THUMBNAILS_MAX pictures; a product without an images list shows its one
 * image plus placeholders (an empty src draws ProductImage's placeholder).
 */
export function galleryImages(product: Pick<Product, 'image' | 'images'>, max = THUMBNAILS_MAX): string[] {
  const images = (product.images ?? []).filter(Boolean);
  if (images.length > 0) return images.slice(0, max);
  return [product.image, ...Array<string>(Math.max(0, max - 1)).fill('')];
}
