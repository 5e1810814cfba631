import { MESSAGES, pageOf, parseListOptions, searchItems, sortItems, type ListOptions } from './catalog-query.cjs';

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
