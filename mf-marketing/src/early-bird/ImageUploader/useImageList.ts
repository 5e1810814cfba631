import { useCallback, useEffect, useRef, useState } from 'react';
import type { EarlyBirdImage } from '../early-bird-form';

/** "summer-dress.final.jpg" → "summer-dress.final": a starting title the shopper can edit. */
const titleFromName = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * The chosen images with their previews. Each preview is an object URL, released when its
 * image is removed, when the list is cleared and when the form goes away.
 */
export function useImageList() {
  const [images, setImages] = useState<EarlyBirdImage[]>([]);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => ({ file, preview: URL.createObjectURL(file), title: titleFromName(file.name) }));
    setImages((list) => [...list, ...added]);
  }, []);

  const rename = useCallback((preview: string, title: string) => {
    setImages((list) => list.map((image) => (image.preview === preview ? { ...image, title } : image)));
  }, []);

  const remove = useCallback((preview: string) => {
    URL.revokeObjectURL(preview);
    setImages((list) => list.filter((image) => image.preview !== preview));
  }, []);

  const clear = useCallback(() => {
    latest.current.forEach((image) => URL.revokeObjectURL(image.preview));
    latest.current = [];
    setImages([]);
  }, []);

  return { images, add, rename, remove, clear };
}
