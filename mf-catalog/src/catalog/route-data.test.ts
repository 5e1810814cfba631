/** @jest-environment node */
import { expandRouteData } from 'shared-contracts/route-data';
import { createCatalogService, type CatalogService } from '../../service/catalog-service';
import { catalogFor, forgetCatalogs } from './catalog-for';
import { ROUTE_DATA } from './route-data';

let service: CatalogService;
beforeAll(async () => {
  service = createCatalogService({ port: 0, count: 12 });
  await service.start();
});
afterAll(() => service.stop());
afterEach(() => forgetCatalogs());

const hrefOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

function recordingFetch() {
  const asked: string[] = [];
  const recording: typeof fetch = (input, init) => {
    asked.push(hrefOf(input));
    return fetch(input, { ...init, keepalive: false, headers: { ...init?.headers, Connection: 'close' } });
  };
  return { asked, recording };
}

// The shell hands over a response only for the very URL it started: any other is asked for twice.
it.each([ROUTE_DATA.ProductList, ROUTE_DATA.Categories])('the listing and categories: the manifest names the request they make first', async (...templates) => {
  const catalogUrl = `${service.url}/`;
  const { asked, recording } = recordingFetch();
  const products = await catalogFor(catalogUrl, {}, recording).allProducts();
  expect(products).toHaveLength(12);
  expect(asked).toEqual(templates.map((template) => expandRouteData(template, { catalogUrl })));
});

it("a product page: the manifest names its first request, filled with the page's slug", async () => {
  const catalogUrl = `${service.url}/`;
  const all = await catalogFor(catalogUrl, {}).allProducts();
  for (const slug of [all[0]!.slug!, all[5]!.slug!, "no-such-lamp's-shade-&-50%"]) {
    forgetCatalogs();
    const { asked, recording } = recordingFetch();
    await catalogFor(catalogUrl, {}, recording).bySlug(slug);
    expect(asked[0]).toBe(expandRouteData(ROUTE_DATA.ProductDetail[0]!.template, { catalogUrl }, { slug }));
  }
});

it("reads the response the shell's fetch hands over", async () => {
  const catalogUrl = service.url;
  const [summaries] = ROUTE_DATA.ProductList.map((template) => expandRouteData(template, { catalogUrl }));
  const kept = Response.json({ products: [{ id: 1, title: 'Kept Lamp', price: 10, category: 'home', thumbnail: '' }], total: 1, skip: 0, limit: 0 });
  const shellFetch = jest.fn(async (input: Parameters<typeof fetch>[0]) => (hrefOf(input) === summaries ? kept : Response.error()));
  const products = await catalogFor(catalogUrl, {}, shellFetch as typeof fetch).allProducts();
  expect(products.map((p) => p.name)).toEqual(['Kept Lamp']);
});
