import { PRODUCT_IMAGE_MAX_BYTES } from 'shared-contracts/constants';

/** Picture types the shop stores, by the data URL's media type. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

export type DecodedImage = { ok: true; bytes: Buffer; contentType: string } | { ok: false; problem: string };

/** A picture sent as a data URL: its bytes and type, or why it is refused (not an image, too large). */
export function decodeImageDataUrl(url: string, maxBytes = PRODUCT_IMAGE_MAX_BYTES): DecodedImage {
  const match = /^data:([a-z+/]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  if (!match || !IMAGE_TYPES[match[1]!]) return { ok: false, problem: 'must be a PNG, JPEG, GIF, WebP, AVIF or SVG image' };
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) return { ok: false, problem: 'is empty' };
  if (bytes.length > maxBytes) return { ok: false, problem: `is larger than ${Math.round(maxBytes / 1024 / 1024)}MB` };
  return { ok: true, bytes, contentType: match[1]! };
}
