/** @jest-environment node */
import type { CatalogSuggestions } from 'shared-contracts';
import { fetchSuggestions, suggestUrl } from './suggest-client';

const BASE = 'https://shop.example/api/catalog';
const SUGGESTIONS: CatalogSuggestions = {
  products: [{ slug: 'walnut-desk-lamp', name: 'Walnut Desk Lamp', image: 'https://img.test/1.svg', price: 1500, discountPrice: 1200, marks: [[7, 11]] }],
  categories: [{ name: 'home-decoration', count: 12, marks: [[5, 15]] }],
};

/** A fetch that answers every request with this status and body, recording what was asked and how. */
function answering(status: number, body: unknown) {
  const asked: { url: string; accept: string | null; signal: boolean }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    asked.push({ url: String(input), accept: new Headers(init?.headers).get('Accept'), signal: init?.signal instanceof AbortSignal });
    return typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status });
  };
  return { asked, fetchImpl };
}

it('writes the URL as the catalog remote does: the endpoint without its slash, the words trimmed', () => {
  expect(suggestUrl(`${BASE}/`, '  desk la ').href).toBe(`${BASE}/suggest?q=desk+la`);
  expect(suggestUrl(BASE, 'café & co').href).toBe(`${BASE}/suggest?q=caf%C3%A9+%26+co`);
});

it('asks for JSON, gives up after 10 s, and resolves to the suggestions', async () => {
  const timeout = jest.spyOn(AbortSignal, 'timeout');
  const { asked, fetchImpl } = answering(200, SUGGESTIONS);
  await expect(fetchSuggestions(`${BASE}/`, ' desk ', fetchImpl)).resolves.toEqual(SUGGESTIONS);
  expect(asked).toEqual([{ url: `${BASE}/suggest?q=desk`, accept: 'application/json', signal: true }]);
  expect(timeout).toHaveBeenCalledWith(10_000);
  timeout.mockRestore();
});

it('keeps at most 5 products and 3 categories', async () => {
  const [product] = SUGGESTIONS.products;
  const [category] = SUGGESTIONS.categories;
  const { fetchImpl } = answering(200, { products: Array(7).fill(product), categories: Array(4).fill(category) });
  const { products, categories } = await fetchSuggestions(BASE, 'desk', fetchImpl);
  expect([products.length, categories.length]).toEqual([5, 3]);
});

it.each([
  ['a refusal', answering(400, { message: 'q is too long' })],
  ['a failure', answering(503, { message: 'The database is not answering' })],
  ['something other than JSON', answering(200, '<html>')],
  ['another shape', answering(200, { products: [{ name: 'Lamp' }], categories: [] })],
  ['marks that are not ranges', answering(200, { ...SUGGESTIONS, categories: [{ name: 'tops', count: 1, marks: [[1]] }] })],
])('rejects %s', async (_, { fetchImpl }) => {
  await expect(fetchSuggestions(BASE, 'desk', fetchImpl)).rejects.toThrow();
});

it('rejects when the endpoint cannot be reached', async () => {
  await expect(fetchSuggestions(BASE, 'desk', async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
});
