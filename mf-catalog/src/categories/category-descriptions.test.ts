import { DESCRIBED_CATEGORIES, describeCategory } from './category-descriptions';

const DUMMYJSON_CATEGORIES = [
  'beauty', 'fragrances', 'furniture', 'groceries', 'home-decoration', 'kitchen-accessories', 'laptops',
  'mens-shirts', 'mens-shoes', 'mens-watches', 'mobile-accessories', 'motorcycle', 'skin-care', 'smartphones',
  'sports-accessories', 'sunglasses', 'tablets', 'tops', 'vehicle', 'womens-bags', 'womens-dresses',
  'womens-jewellery', 'womens-shoes', 'womens-watches',
];

it("gives each of DummyJSON's 24 categories its own sentence", () => {
  expect([...DESCRIBED_CATEGORIES].sort()).toEqual(DUMMYJSON_CATEGORIES);
  const sentences = DUMMYJSON_CATEGORIES.map(describeCategory);
  expect(new Set(sentences).size).toBe(24);
  sentences.forEach((sentence) => expect(sentence).toMatch(/^[A-Z].{20,100}\.$/));
});

it('invites shoppers to browse a category it does not know, by its label', () => {
  expect(describeCategory('garden-tools')).toBe('Browse our Garden Tools selection.');
  expect(describeCategory('uncategorized')).toBe('Browse our Uncategorized selection.');
});
