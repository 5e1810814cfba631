import { CATEGORIES, categoryWords, generateCatalog } from './generate-catalog';
import { CATEGORY_GLYPHS, escapeXml, productImageSvg, qrCodeSvg, shortName } from './product-image';

const catalog = generateCatalog();
const svgFor = (index: number, n: number) => {
  const product = catalog[index]!;
  return productImageSvg(product, n, { hue: categoryWords(product.category)?.hue });
};

describe('productImageSvg', () => {
  it('draws a square 600 x 600 SVG named after the product', () => {
    const svg = svgFor(0, 1);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`aria-label="${escapeXml(catalog[0]!.title)}"`);
    expect(svg).toContain('<linearGradient');
  });

  it('is the same picture every time for the same product and number, and another for another number', () => {
    expect(svgFor(5, 2)).toBe(svgFor(5, 2));
    expect(svgFor(5, 2)).not.toBe(svgFor(5, 1));
    expect(svgFor(5, 0)).not.toBe(svgFor(5, 1));
  });

  it('has a glyph for every category, and stays under 3 KB for every picture of the catalog', () => {
    for (const { slug } of CATEGORIES) expect(CATEGORY_GLYPHS[slug]).toBeDefined();
    let largest = 0;
    catalog.forEach((p, index) => {
      for (let n = 0; n <= p.images.length; n += 1) largest = Math.max(largest, Buffer.byteLength(svgFor(index, n)));
    });
    expect(largest).toBeLessThan(3 * 1024);
  });

  it('escapes the name for XML', () => {
    const svg = productImageSvg({ id: 1, title: `Ember & Pine <Sofa> "Teak" it's`, category: 'furniture' });
    expect(svg).toContain('aria-label="Ember &amp; Pine &lt;Sofa&gt; &quot;Teak&quot; it&apos;s"');
    expect(svg).not.toMatch(/<Sofa>/);
  });

  it('draws an unknown category with a fallback glyph instead of failing', () => {
    expect(productImageSvg({ id: 3, title: 'Thing', category: 'unknown' })).toContain('</svg>');
  });
});

describe('shortName', () => {
  it('keeps short titles, drops the brand from long ones, then cuts at a word', () => {
    expect(shortName('Oak Coffee Table')).toBe('Oak Coffee Table');
    expect(shortName('Maison Aurele Private Blend Perfume Oil Fig Leaf', 'Maison Aurele')).toBe('Private Blend Perfume Oil…');
    expect(shortName('Greenfield Athletics Training Sports Water Bottle Royal Blue')).toBe('Greenfield Athletics…');
  });
});

describe('qrCodeSvg', () => {
  it('draws a square code-like picture', () => {
    const svg = qrCodeSvg();
    expect(svg).toMatch(/^<svg [^>]*viewBox="-2 -2 29 29"/);
    expect(svg).toContain('aria-label="QR code"');
  });
});
