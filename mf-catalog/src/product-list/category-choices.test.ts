import { categoryChoices } from './category-choices';

const counts = [
  { name: 'beauty', count: 3 },
  { name: 'laptops', count: 0 },
  { name: 'groceries', count: 1 },
];

it('offers the categories that have products, in the catalog’s order', () => {
  expect(categoryChoices(counts, null)).toEqual(['beauty', 'groceries']);
});

it('keeps the category the URL names, even with no product under the other filters', () => {
  expect(categoryChoices(counts, 'laptops')).toEqual(['beauty', 'groceries', 'laptops']);
  expect(categoryChoices(counts, 'beauty')).toEqual(['beauty', 'groceries']);
  expect(categoryChoices([], 'no-such-category')).toEqual(['no-such-category']);
});
