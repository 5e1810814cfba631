import { productSlug } from './slug';

describe('productSlug', () => {
  it('lowercases the name and replaces spaces with hyphens', () => {
    expect(productSlug('Essence Mascara Lash Princess')).toBe('essence-mascara-lash-princess');
    expect(productSlug('iPhone 9')).toBe('iphone-9');
  });

  it('keeps other characters as they are', () => {
    expect(productSlug("Men's Shirt-XL")).toBe("men's-shirt-xl");
  });

  it('ignores surrounding blanks', () => {
    expect(productSlug('  Office Chair ')).toBe('office-chair');
  });
});
