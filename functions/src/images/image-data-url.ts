import { PRODUCT_IMAGE_MAX_BYTES } from 'shared-contracts/core';

/** Picture types the shop stores, by the data URL's media type. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** What each type's bytes begin with (its magic number): a picture is what its bytes are, not what it says. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/avif': (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')),
  'image/svg+xml': (b) => /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')),
};

export type DecodedImage = { ok: true; bytes: Buffer; contentType: string } | { ok: false; problem: string };

/** A picture sent as a data URL: its bytes and type, or why it is refused (not an image, too large). */
export function decodeImageDataUrl(url: string, maxBytes = PRODUCT_IMAGE_MAX_BYTES): DecodedImage {
  const match = /^data:([a-z+/]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  if (!match || !IMAGE_TYPES[match[1]!]) return { ok: false, problem: 'must be a PNG, JPEG, GIF, WebP, AVIF or SVG image' };
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) return { ok: false, problem: 'is empty' };
  if (bytes.length > maxBytes) return { ok: false, problem: `is larger than ${Math.round(maxBytes / 1024 / 1024)}MB` };
  if (!SIGNATURES[match[1]!]!(bytes)) return { ok: false, problem: `is not a ${IMAGE_TYPES[match[1]!]!.toUpperCase()} picture: its bytes say otherwise` };
  return { ok: true, bytes, contentType: match[1]! };
}
