import { Refusal } from '../http/refusal';
import { decodeImageDataUrl, type DecodedImage } from '../images/image-data-url';
import type { ImageStore } from '../images/image-store';

type Picture = string | Extract<DecodedImage, { ok: true }>;

/** A listing's pictures as sent, checked and not yet stored: call `store` once the listing may be written. */
export interface CheckedPictures {
  /** Whether any was sent as data, to be stored (the others are the shop's already). */
  readonly fresh: boolean;
  /** Stores each picture sent as data as `{prefix}-{index}`; resolves to every address, in the order sent. */
  store(prefix: string): Promise<string[]>;
}

/**
 * A listing's pictures (addListing and updateListing alike): a data URL is decoded and checked, a
 * picture already in the shop's store is kept, anything else refused as `images.N: …`. Nothing is
 * stored until every picture has passed, so a refused picture stores none.
 */
export function checkListingPictures(images: ImageStore, urls: readonly string[]): CheckedPictures {
  const pictures: Picture[] = urls.map((url, i) => {
    if (!url.startsWith('data:')) {
      if (images.owns(url)) return url;
      throw new Refusal('invalid-argument', `images.${i}: must be a picture uploaded to the shop`);
    }
    const image = decodeImageDataUrl(url);
    if (!image.ok) throw new Refusal('invalid-argument', `images.${i}: ${image.problem}`);
    return image;
  });
  return {
    fresh: pictures.some((p) => typeof p !== 'string'),
    store: (prefix) =>
      Promise.all(pictures.map((p, i) => (typeof p === 'string' ? p : images.save(`${prefix}-${i}`, p.bytes, p.contentType)))),
  };
}
