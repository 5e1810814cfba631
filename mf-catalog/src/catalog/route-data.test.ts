/** @jest-environment node */
import { expandRouteData } from 'shared-contracts/route-data';
import { createCatalogService, type CatalogService } from '../../service/catalog-service.cjs';
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

// The shell hands over a response only for the very URL it started: any other is asked for twice.
it.each(Object.entries(ROUTE_DATA))('%s: the manifest names the request the screen makes first', async (_, templates) => {
  const catalogUrl = `${service.url}/`;
  const asked: string[] = [];
  const recording: typeof fetch = (input, init) => {
    asked.push(hrefOf(input));
    return fetch(input, { ...init, keepalive: false, headers: { ...init?.headers, Connection: 'close' } });
  };
  const products = await catalogFor(catalogUrl, undefined, recording).allProducts();
  expect(products).toHaveLength(12);
  expect(asked).toEqual(templates.map((template) => expandRouteData(template, { catalogUrl })));
});

it("reads the response the shell's fetch hands over", async () => {
  const catalogUrl = service.url;
  const [summaries] = ROUTE_DATA.ProductList.map((template) => expandRouteData(template, { catalogUrl }));
  const kept = Response.json({ products: [{ id: 1, title: 'Kept Lamp', price: 10, category: 'home', thumbnail: '' }], total: 1, skip: 0, limit: 0 });
  const shellFetch = jest.fn(async (input: Parameters<typeof fetch>[0]) => (hrefOf(input) === summaries ? kept : Response.error()));
  const products = await catalogFor(catalogUrl, undefined, shellFetch as typeof fetch).allProducts();
  expect(products.map((p) => p.name)).toEqual(['Kept Lamp']);
});
