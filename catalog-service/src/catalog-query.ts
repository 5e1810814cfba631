// DummyJSON's query rules, kept apart from HTTP: parameter parsing and validation (same messages and
// statuses), sorting, paging and field selection, with the envelope {products, total, skip, limit}.

/** DummyJSON's own messages, word for word. */
export const MESSAGES = {
  invalidLimit: "Invalid 'limit' - must be a number",
  invalidSkip: "Invalid 'skip' - must be a number",
  invalidQuery: "Invalid 'q' - must be a string",
  invalidOrder: "Order can be: 'asc' or 'desc'",
  // Beyond DummyJSON (which pages by parseInt of anything numeric, so limit=-5 drops the last five
  // and limit= answers nothing): a count that is not a whole number of 0 or more is refused.
  notACount: (name: 'limit' | 'skip') => `Invalid '${name}' - must be a whole number, 0 or more`,
  invalidSortBy: (field: string) => `Invalid 'sortBy' - '${field}' is not a product field`,
  delayNotNumber: 'Delay must be a number in milliseconds',
  delayTooLong: 'Delay cannot be greater than 5 seconds',
  delayNegative: 'Delay cannot be less than 0',
  productNotFound: (id: string) => `Product with id '${id}' not found`,
};

/** A request the service refuses, with the status and message DummyJSON would answer. */
export class ApiError extends Error {
  // Declared only (no class field), so the constructor sets it after `name`, in the order it always had.
  declare status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ListOptions {
  /** A whole number, 0 or more (0: all). */
  limit: number;
  skip: number;
  /** 'id' first, then the requested fields. */
  select: string[] | null;
  /** Lower case, hyphens read as spaces. */
  q: string;
  sortBy: string | undefined;
  order: 'asc' | 'desc' | undefined;
  /** Extra milliseconds this request asked for (0 when none). */
  delay: number;
}

/** DummyJSON's list answer; `limit` is the number of products returned. */
export interface Envelope {
  products: Record<string, unknown>[];
  total: number;
  skip: number;
  limit: number;
}

/** DummyJSON's test for numbers: anything Number() accepts, the empty string included. */
const isNumber = (value: unknown) => !Number.isNaN(Number(value));

/**
 * A limit or skip: DummyJSON's message for what is not a number at all, ours for a number that cannot
 * count products (blank, negative, fractional, beyond the safe integers).
 */
function countParam(given: string[], fallback: string, name: 'limit' | 'skip') {
  const raw = given.length ? given : [fallback];
  const text = String(raw[0]);
  if (raw.length > 1 || !isNumber(text)) throw new ApiError(name === 'limit' ? MESSAGES.invalidLimit : MESSAGES.invalidSkip, 400);
  const value = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(value) || value < 0) throw new ApiError(MESSAGES.notACount(name), 400);
  return value;
}

/** Reads the list parameters of a request; throws ApiError(400) where DummyJSON does. */
export function parseListOptions(params: URLSearchParams): ListOptions {
  const limit = countParam(params.getAll('limit'), '30', 'limit');
  const skip = countParam(params.getAll('skip'), '0', 'skip');

  const queries = params.getAll('q');
  if (queries.length > 1) throw new ApiError(MESSAGES.invalidQuery, 400);
  const q = (queries[0] ?? '').trim().toLowerCase().split('-').join(' ');

  const delay = params.get('delay');
  if (delay) {
    if (!isNumber(delay)) throw new ApiError(MESSAGES.delayNotNumber, 400);
    if (Number(delay) > 5000) throw new ApiError(MESSAGES.delayTooLong, 400);
    if (Number(delay) < 0) throw new ApiError(MESSAGES.delayNegative, 400);
  }

  const selects = params.getAll('select');
  let select: string[] | null = null;
  if (selects.length > 1) select = ['id', ...selects];
  else if (selects[0]) select = ['id', ...selects[0].split(',')];
  if (select) select = [...new Set(select.map((field) => field.trim()).filter(Boolean))];

  const sortBy = params.get('sortBy') || undefined;
  let order = params.get('order') || undefined;
  if (order && sortBy) {
    order = order.toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw new ApiError(MESSAGES.invalidOrder, 400);
  }
  if (sortBy && !order) order = 'asc';

  return {
    limit,
    skip,
    select,
    q,
    sortBy,
    // With a sortBy, order is 'asc' or 'desc' by now (anything else threw above).
    order: sortBy ? (order as 'asc' | 'desc') : undefined,
    delay: delay ? parseInt(delay, 10) || 0 : 0,
  };
}

/** Only the selected fields (DummyJSON's subset: unknown fields simply do not appear). */
export function pickFields(item: object, keys: string[]): Record<string, unknown> {
  const fields = item as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // Own fields only: select=__proto__ or constructor names nothing of a product.
  for (const key of keys) if (Object.hasOwn(fields, key) && fields[key] !== undefined) out[key] = fields[key];
  return out;
}

/** The fields a list can be sorted by: those holding a plain value (text, number, yes/no) in some item. */
export function sortableFields(items: object[]): Set<string> {
  const fields = new Set<string>();
  for (const item of items) {
    for (const [key, value] of Object.entries(item)) if (['string', 'number', 'boolean'].includes(typeof value)) fields.add(key);
  }
  return fields;
}

/** Refuses a sortBy that names no sortable field (DummyJSON silently leaves such a list unsorted). */
export function checkSortBy(sortBy: string | undefined, fields: Set<string>): void {
  if (sortBy !== undefined && !fields.has(sortBy)) throw new ApiError(MESSAGES.invalidSortBy(sortBy), 400);
}

/** Sorted copy by one field; products without the field (a missing brand) go last either way. */
export function sortItems<T extends object>(items: T[], field: string, order: 'asc' | 'desc'): T[] {
  const direction = order === 'desc' ? -1 : 1;
  return items.slice().sort((a, b) => {
    const x = (a as Record<string, string | number | boolean | null | undefined>)[field];
    const y = (b as Record<string, string | number | boolean | null | undefined>)[field];
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}

/** DummyJSON's envelope: sort, skip, limit (0 means all), select; `limit` is the number returned. */
export function pageOf<T extends object>(items: T[], { limit, skip, select, sortBy, order }: Pick<ListOptions, 'limit' | 'skip' | 'select' | 'sortBy' | 'order'>): Envelope {
  let list = sortBy ? sortItems(items, sortBy, order ?? 'asc') : items;
  const total = list.length;
  if (skip > 0) list = list.slice(skip);
  if (!(limit === 0 || limit > list.length)) list = list.slice(0, limit);
  const products = select ? list.map((item) => pickFields(item, select)) : (list as Record<string, unknown>[]);
  return { products, total, skip, limit: products.length };
}

/** DummyJSON's search: the query inside the title or the description, ignoring case (`q` is already lower case). */
export function searchItems<T extends { title: string; description: string }>(items: T[], q: string): T[] {
  return items.filter((p) => p.title.toLowerCase().includes(q) || p.description.toLowerCase().includes(q));
}
