import { categoryLabel, categoryLabelMarks } from './category-label';

const marked = (name: string, marks: [number, number][]) => {
  const label = categoryLabel(name);
  return categoryLabelMarks(name, marks).map(([start, end]) => label.slice(start, end));
};

it('writes a category as words, capitalised, hyphens as spaces', () => {
  expect(categoryLabel('home-decoration')).toBe('Home Decoration');
  expect(categoryLabel('mens--shirts')).toBe('Mens Shirts');
});

it('moves the marks of a name, hyphens read as spaces, onto its label', () => {
  expect(categoryLabelMarks('home-decoration', [[5, 15]])).toEqual([[5, 15]]);
  expect(marked('home-decoration', [[0, 4], [5, 15]])).toEqual(['Home', 'Decoration']);
  expect(marked('laptops', [[0, 3]])).toEqual(['Lap']);
});

it('follows the label where it drops hyphens and spaces', () => {
  expect(categoryLabelMarks('mens--shirts', [[6, 12]])).toEqual([[5, 11]]);
  expect(marked('-tops', [[1, 5]])).toEqual(['Tops']);
  // A mark over a hyphen marks the words on either side, not the space between them.
  expect(marked('home-decoration', [[0, 15]])).toEqual(['Home', 'Decoration']);
});

it('keeps the letters when capitalising lengthens the first one', () => {
  expect(categoryLabel('ßtraße-x')).toBe('SStraße X');
  expect(marked('ßtraße-x', [[0, 6], [7, 8]])).toEqual(['SStraße', 'X']);
});
