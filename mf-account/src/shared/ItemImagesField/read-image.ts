/** Longest side of a stored listing image: enough for the product page, small enough for the store. */
export const LISTING_IMAGE_MAX_PX = 800;
/** An image already this small and within the size is kept as it is (no re-encoding loss). */
const KEEP_AS_IS_CHARS = 200_000;
const JPEG_QUALITY = 0.82;

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new UnreadableImageError('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen image as a data URL the listing can keep: object URLs die with the page, so a saved
 * listing holds the picture itself, downscaled to 800 px JPEG when large so account documents
 * stay small. Rejects with UnreadableImageError when the browser cannot decode it. Without
 * image decoding or a canvas (jsdom), the file's own data URL is used.
 */
export async function readImage(file: Blob): Promise<string> {
  const original = await readAsDataUrl(file);
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
  if (typeof HTMLImageElement === 'undefined' || typeof HTMLImageElement.prototype.decode !== 'function' || !canvas) {
    return original;
  }
  const img = new Image();
  img.src = original;
  try {
    await img.decode();
  } catch {
    throw new UnreadableImageError('The image could not be decoded');
  }
  const longest = Math.max(img.naturalWidth, img.naturalHeight);
  const scale = longest > 0 ? Math.min(1, LISTING_IMAGE_MAX_PX / longest) : 1;
  if (scale === 1 && original.length <= KEEP_AS_IS_CHARS) return original;
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return original;
  // JPEG has no transparency: a transparent PNG gets a white ground, not a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
