// Types of product-image.cjs for TypeScript callers.

/** Picture `n` of a product as SVG text (0 is the thumbnail, 1.. the gallery). */
export declare function productImageSvg(
  product: { id: number; title: string; category: string; brand?: string },
  n?: number,
  options?: { hue?: number },
): string;
export declare function qrCodeSvg(): string;
export declare function shortName(title: string, brand?: string, max?: number): string;
export declare function escapeXml(text: string): string;
export declare const CATEGORY_GLYPHS: Record<string, string>;
export declare const GLYPHS: Record<string, (palette: { main: string; dark: string; light: string; accent: string }, uid: string) => string>;
