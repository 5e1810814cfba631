// DummyJSON's query rules, kept apart from HTTP: parameter parsing and validation (same messages and
// statuses), sorting, paging and field selection, with the envelope {products, total, skip, limit}.

/** DummyJSON's own messages, word for word. */
const MESSAGES = {
  invalidLimit: "Invalid 'limit' - must be a number",
  invalidSkip: "Invalid 'skip' - must be a number",
  invalidQuery: "Invalid 'q' - must be a string",
  invalidOrder: "Order can be: 'asc' or 'desc'",
  // Beyond DummyJSON (which pages by parseInt of anything numeric, so limit=-5 drops the last five
  // and limit= answers nothing): a count that is not a whole number of 0 or more is refused.
  /** @param {'limit' | 'skip'} name */
  notACount: (name) => `Invalid '${name}' - must be a whole number, 0 or more`,
  /** @param {string} field */
  invalidSortBy: (field) => `Invalid 'sortBy' - '${field}' is not a product field`,
  delayNotNumber: 'Delay must be a number in milliseconds',
  delayTooLong: 'Delay cannot be greater than 5 seconds',
  delayNegative: 'Delay cannot be less than 0',
  /** @param {string} id */
  productNotFound: (id) => `Product with id '${id}' not found`,
};

/** A request the service refuses, with the status and message DummyJSON would answer. */
class ApiError extends Error {
  /** @param {string} message @param {number} status */
  constructor(message, status) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * @typedef {object} ListOptions
 * @property {number} limit           a whole number, 0 or more (0: all)
 * @property {number} skip
 * @property {string[] | null} select  'id' first, then the requested fields
 * @property {string} q               lower case, hyphens read as spaces
 * @property {string | undefined} sortBy
 * @property {'asc' | 'desc' | undefined} order
 * @property {number} delay           extra milliseconds this request asked for (0 when none)
 */

/** DummyJSON's test for numbers: anything Number() accepts, the empty string included. @param {unknown} value */
const isNumber = (value) => !Number.isNaN(Number(value));

/**
 * A limit or skip: DummyJSON's message for what is not a number at all, ours for a number that cannot
 * count products (blank, negative, fractional, beyond the safe integers).
 * @param {string[]} given @param {string} fallback @param {'limit' | 'skip'} name
 */
function countParam(given, fallback, name) {
  const raw = given.length ? given : [fallback];
  const text = String(raw[0]);
  if (raw.length > 1 || !isNumber(text)) throw new ApiError(name === 'limit' ? MESSAGES.invalidLimit : MESSAGES.invalidSkip, 400);
  const value = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(value) || value < 0) throw new ApiError(MESSAGES.notACount(name), 400);
  return value;
}

/**
 * Reads the list parameters of a request; throws ApiError(400) where DummyJSON does.
 * @param {URLSearchParams} params
 * @returns {ListOptions}
 */
function parseListOptions(params) {
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
  /** @type {string[] | null} */
  let select = null;
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
    order: sortBy ? /** @type {'asc' | 'desc'} */ (order) : undefined,
    delay: delay ? parseInt(delay, 10) || 0 : 0,
  };
}

/**
 * Only the selected fields (DummyJSON's subset: unknown fields simply do not appear).
 * @param {Record<string, unknown>} item
 * @param {string[]} keys
 */
function pickFields(item, keys) {
  /** @type {Record<string, unknown>} */
  const out = {};
  // Own fields only: select=__proto__ or constructor names nothing of a product.
  for (const key of keys) if (Object.hasOwn(item, key) && item[key] !== undefined) out[key] = item[key];
  return out;
}

/**
 * The fields a list can be sorted by: those holding a plain value (text, number, yes/no) in some item.
 * @param {Record<string, unknown>[]} items
 * @returns {Set<string>}
 */
function sortableFields(items) {
  const fields = new Set();
  for (const item of items) {
    for (const [key, value] of Object.entries(item)) if (['string', 'number', 'boolean'].includes(typeof value)) fields.add(key);
  }
  return fields;
}

/**
 * Refuses a sortBy that names no sortable field (DummyJSON silently leaves such a list unsorted).
 * @param {string | undefined} sortBy @param {Set<string>} fields
 */
function checkSortBy(sortBy, fields) {
  if (sortBy !== undefined && !fields.has(sortBy)) throw new ApiError(MESSAGES.invalidSortBy(sortBy), 400);
}

/**
 * Sorted copy by one field; products without the field (a missing brand) go last either way.
 * @template {Record<string, any>} T
 * @param {T[]} items
 * @param {string} field
 * @param {'asc' | 'desc'} order
 * @returns {T[]}
 */
function sortItems(items, field, order) {
  const direction = order === 'desc' ? -1 : 1;
  return items.slice().sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}

/**
 * DummyJSON's envelope: sort, skip, limit (0 means all), select; `limit` is the number returned.
 * @template {Record<string, any>} T
 * @param {T[]} items
 * @param {Pick<ListOptions, 'limit' | 'skip' | 'select' | 'sortBy' | 'order'>} options
 * @returns {{ products: Record<string, unknown>[], total: number, skip: number, limit: number }}
 */
function pageOf(items, { limit, skip, select, sortBy, order }) {
  let list = sortBy ? sortItems(items, sortBy, order ?? 'asc') : items;
  const total = list.length;
  if (skip > 0) list = list.slice(skip);
  if (!(limit === 0 || limit > list.length)) list = list.slice(0, limit);
  const products = select ? list.map((item) => pickFields(item, select)) : list;
  return { products, total, skip, limit: products.length };
}

/**
 * DummyJSON's search: the query inside the title or the description, ignoring case.
 * @template {{ title: string, description: string }} T
 * @param {T[]} items
 * @param {string} q  already lower case
 */
function searchItems(items, q) {
  return items.filter((p) => p.title.toLowerCase().includes(q) || p.description.toLowerCase().includes(q));
}

module.exports = { MESSAGES, ApiError, parseListOptions, pageOf, pickFields, sortItems, searchItems, sortableFields, checkSortBy };
