import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder';
import styles from './ProductImage.module.css';

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | undefined;
  alt: string;
}

/** A square product picture that keeps its box while loading and falls back to a drawn placeholder. */
export function ProductImage({ src, alt, className = '', ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      {...rest}
      className={`${styles.image} ${className}`}
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={600}
      height={600}
      decoding="async"
      data-placeholder={broken || undefined}
      onError={() => setFailed(src ?? null)}
    />
  );
}
