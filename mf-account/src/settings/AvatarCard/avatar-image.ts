/** The longest side of a stored avatar: sharp at twice its largest display size, and small. */
export const AVATAR_SIDE_PX = 256;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * The avatar as a small data URL to keep in primaryInformation.photoUrl: scaled down to 256 px on
 * a canvas where the browser can (a 5 MB photo becomes a few tens of KB, fit for the account
 * document and the session copy), else the file as it is.
 */
export async function avatarDataUrl(file: File): Promise<string> {
  if (typeof createImageBitmap !== 'function') return readAsDataUrl(file);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, AVATAR_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return readAsDataUrl(file);
  }
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
