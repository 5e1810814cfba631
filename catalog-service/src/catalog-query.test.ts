import { checkSortBy, MESSAGES, pageOf, parseListOptions, pickFields, searchItems, sortableFields, sortItems, type ListOptions } from './catalog-query';

const parse = (query: string) => parseListOptions(new URLSearchParams(query));
const failureOf = (query: string) => {
  try {
    parse(query);
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  return null;
};

const items = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, title: `Item ${i + 1}`, price: [30, 10, 50, 20, 40][i]!, description: '' }));
const all: Pick<ListOptions, 'limit' | 'skip' | 'select' | 'sortBy' | 'order'> = { limit: 30, skip: 0, select: null, sortBy: undefined, order: undefined };

describe('parseListOptions', () => {
  it("reads DummyJSON's defaults: limit 30, skip 0, no select, no sort", () => {
    expect(parse('')).toEqual({ limit: 30, skip: 0, select: null, q: '', sortBy: undefined, order: undefined, delay: 0 });
  });

  it('puts id first in a select', () => {
    expect(parse('select=title,price').select).toEqual(['id', 'title', 'price']);
    expect(parse('select=title&select=price').select).toEqual(['id', 'title', 'price']);
  });

  it('lower-cases the search and reads hyphens as spaces', () => {
    expect(parse('q=  Coffee-Table ').q).toBe('coffee table');
  });

  it('sorts ascending when only sortBy is given, and accepts the order in any case', () => {
    expect(parse('sortBy=price')).toMatchObject({ sortBy: 'price', order: 'asc' });
    expect(parse('sortBy=price&order=DESC')).toMatchObject({ sortBy: 'price', order: 'desc' });
  });

  it("refuses what DummyJSON refuses, with DummyJSON's status and message", () => {
    expect(failureOf('limit=ten')).toEqual({ status: 400, message: "Invalid 'limit' - must be a number" });
    expect(failureOf('skip=x')).toEqual({ status: 400, message: "Invalid 'skip' - must be a number" });
    expect(failureOf('sortBy=price&order=up')).toEqual({ status: 400, message: "Order can be: 'asc' or 'desc'" });
    expect(failureOf('q=a&q=b')).toEqual({ status: 400, message: MESSAGES.invalidQuery });
    expect(failureOf('delay=soon')).toEqual({ status: 400, message: 'Delay must be a number in milliseconds' });
    expect(failureOf('delay=6000')).toEqual({ status: 400, message: 'Delay cannot be greater than 5 seconds' });
    expect(failureOf('delay=-1')).toEqual({ status: 400, message: 'Delay cannot be less than 0' });
  });

  it('ignores an order without sortBy, as DummyJSON does', () => {
    expect(failureOf('order=sideways')).toBeNull();
  });

  it('refuses a limit or skip that cannot count products: blank, negative, fractional, or given twice', () => {
    for (const query of ['limit=', 'limit=-5', 'limit=2.5', 'limit=1e400', 'limit=%20']) {
      expect(failureOf(query)).toEqual({ status: 400, message: "Invalid 'limit' - must be a whole number, 0 or more" });
    }
    for (const query of ['skip=', 'skip=-1', 'skip=0.5']) {
      expect(failureOf(query)).toEqual({ status: 400, message: "Invalid 'skip' - must be a whole number, 0 or more" });
    }
    expect(failureOf('limit=1&limit=2')).toEqual({ status: 400, message: MESSAGES.invalidLimit });
    expect(failureOf('skip=1&skip=2')).toEqual({ status: 400, message: MESSAGES.invalidSkip });
  });

  it('reads a count by its value, not by its first digits', () => {
    expect(parse('limit=1e2&skip=010')).toMatchObject({ limit: 100, skip: 10 });
    expect(parse('limit=0')).toMatchObject({ limit: 0 });
  });

  it('keeps each selected field once, without blanks', () => {
    expect(parse('select=title,,price,title, ').select).toEqual(['id', 'title', 'price']);
  });
});

describe('checkSortBy', () => {
  const fields = sortableFields([
    { id: 1, title: 'Lamp', price: 10, inStock: true, dimensions: { width: 2 }, tags: ['home'] },
    { id: 2, title: 'Mug', brand: 'Kora' },
  ]);

  it('accepts any field holding a plain value in some product, a missing brand included', () => {
    for (const field of ['id', 'title', 'price', 'inStock', 'brand']) expect(() => checkSortBy(field, fields)).not.toThrow();
    expect(() => checkSortBy(undefined, fields)).not.toThrow();
  });

  it('refuses a field that is not there, holds an object, or belongs to every JavaScript object', () => {
    for (const field of ['colour', 'dimensions', 'tags', 'constructor', '__proto__', 'toString']) {
      expect(() => checkSortBy(field, fields)).toThrow(expect.objectContaining({ status: 400, message: `Invalid 'sortBy' - '${field}' is not a product field` }));
    }
  });
});

describe('pickFields', () => {
  it("never reads a product's inherited properties", () => {
    expect(pickFields({ id: 1, title: 'Lamp' }, ['id', '__proto__', 'constructor', 'toString', 'title'])).toEqual({ id: 1, title: 'Lamp' });
  });
});

describe('pageOf', () => {
  it('answers the envelope with limit as the number returned', () => {
    expect(pageOf(items, { ...all, limit: 2, skip: 1 })).toEqual({ products: items.slice(1, 3), total: 5, skip: 1, limit: 2 });
  });

  it('gives everything for limit 0 and for a limit beyond the end', () => {
    expect(pageOf(items, { ...all, limit: 0 }).products).toHaveLength(5);
    expect(pageOf(items, { ...all, limit: 100, skip: 3 })).toMatchObject({ total: 5, skip: 3, limit: 2 });
  });

  it('gives an empty page past the end', () => {
    expect(pageOf(items, { ...all, skip: 10 })).toEqual({ products: [], total: 5, skip: 10, limit: 0 });
  });

  it('sorts before paging and keeps only the selected fields', () => {
    const page = pageOf(items, { ...all, limit: 2, select: ['id', 'price'], sortBy: 'price', order: 'desc' });
    expect(page.products).toEqual([
      { id: 3, price: 50 },
      { id: 5, price: 40 },
    ]);
  });
});

describe('sortItems', () => {
  it('puts items without the field last in both orders', () => {
    const withBrands = [{ id: 1, brand: 'Kora' }, { id: 2 }, { id: 3, brand: 'Aurum' }];
    expect(sortItems(withBrands, 'brand', 'asc').map((p) => p.id)).toEqual([3, 1, 2]);
    expect(sortItems(withBrands, 'brand', 'desc').map((p) => p.id)).toEqual([1, 3, 2]);
  });
});

describe('searchItems', () => {
  it('matches the title or the description, ignoring case', () => {
    const list = [
      { title: 'Oak Coffee Table', description: 'Solid wood.' },
      { title: 'Lamp', description: 'Pairs well with a COFFEE table.' },
      { title: 'Mug', description: 'Ceramic.' },
    ];
    expect(searchItems(list, 'coffee table').map((p) => p.title)).toEqual(['Oak Coffee Table', 'Lamp']);
  });
});
