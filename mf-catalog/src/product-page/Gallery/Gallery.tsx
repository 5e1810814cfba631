import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '../../shared/ProductImage/ProductImage';
import { DETAIL_TEXTS } from '../product-page-texts';
import styles from './Gallery.module.css';

interface GalleryProps {
  name: string;
  /** Already limited to the thumbnails shown (see galleryImages). */
  images: string[];
}

/** The main picture and its thumbnails; the main picture is the selected thumbnail. */
export function Gallery({ name, images }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(selected, Math.max(0, count - 1));

  // Arrow keys walk the thumbnails, as in a toolbar; Tab still leaves the row.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + count) % count;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          src={images[current]}
          alt={count > 1 ? `${name}, ${DETAIL_TEXTS.imageOf(current + 1, count)}` : name}
          className={styles.mainImage}
          fetchPriority="high"
        />
      </div>
      {count > 1 && (
        <div className={styles.thumbs} role="group" aria-label={DETAIL_TEXTS.productImages}>
          {images.map((src, index) => (
            <button
              // The same picture may appear twice in a catalog's list.
              key={`${index}-${src}`}
              ref={(el) => {
                thumbs.current[index] = el;
              }}
              type="button"
              className={styles.thumb}
              aria-label={DETAIL_TEXTS.showImage(index + 1, count)}
              aria-pressed={index === current}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <ProductImage src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
