import { reachableSlug } from './reachable-slug';

describe('reachableSlug', () => {
  it("is the spec's slug when it holds a letter or digit, in any script", () => {
    expect(reachableSlug('Adire  Throw Pillow', 'listing-Ab3')).toBe('adire-throw-pillow');
    expect(reachableSlug('C++ for sellers', '7')).toBe('c++-for-sellers');
    expect(reachableSlug('Ọjà', '7')).toBe('ọjà');
    expect(reachableSlug('...1', '7')).toBe('...1');
  });

  it('is the id, lowercased, for a name that could never be a page: a path step or punctuation alone', () => {
    for (const name of ['.', '..', '...', ' . ', '!!!', '-', '—', '/']) expect([name, reachableSlug(name, 'listing-Ab3')]).toEqual([name, 'listing-ab3']);
  });
});
