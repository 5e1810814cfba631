/** @jest-environment node */
import { expandRouteData, routeDataUrls } from 'shared-contracts/route-data';
import { listingQuery, readListing } from '../product-list/listing-params';
import { createHttpCatalogApi } from './http-catalog-api';
import { createMemoryCatalogApi } from './memory-catalog-api';
import { ROUTE_DATA } from './route-data';
import { fakeCatalogEndpoint } from '../testing/catalog-endpoint';
import { testProduct } from '../testing/catalog-fixture';

// The shell hands a response over only for the very URL it started: any other is asked for twice.
const config = { catalogApiUrl: 'https://shop.example/api/catalog/' };
const memory = createMemoryCatalogApi([testProduct(1, { category: 'home-decoration' })]);

/** The HTTP client over a fetch that records each URL and answers as the endpoint would. */
function recordingClient() {
  const { asked, fetchImpl } = fakeCatalogEndpoint(memory, config.catalogApiUrl);
  return { asked, api: createHttpCatalogApi(config.catalogApiUrl, fetchImpl) };
}

const [listing] = ROUTE_DATA.ProductList;
const [product] = ROUTE_DATA.ProductDetail;

it.each([
  '',
  '?q=desk+lamp',
  '?q=desk%20lamp',
  '?page=2&sort=price-low&q=Walnut&category=home-decoration&maxPrice=500&rating=4',
  "?q=men's+shirt+%26+tie!&minPrice=10",
  '?category=beauty&debug=remotes&preview=off',
])('the listing at %j: the manifest names the page it asks for', async (search) => {
  const { asked, api } = recordingClient();
  await api.page(listingQuery(readListing(new URLSearchParams(search))));
  expect(asked).toEqual([expandRouteData(listing!.template, config, {}, new URLSearchParams(search))]);
});

it('the categories page: the manifest names the request it makes', async () => {
  const { asked, api } = recordingClient();
  await api.categories();
  expect(asked).toEqual(routeDataUrls(ROUTE_DATA, 'Categories', config));
});

it.each(['oak-dining-table', "men's-shirt-&-tie!", '50%-off/cheap?', 'café-au-lait', 'a b'])(
  'a product page at /products/%s: the manifest names its request, filled with the slug',
  async (slug) => {
    const { asked, api } = recordingClient();
    await api.bySlug(slug);
    expect(asked).toEqual([expandRouteData(product!.template, config, { slug })]);
  },
);

it("reads the response the shell's fetch hands over for that URL, and asks the network for nothing", async () => {
  const [first] = routeDataUrls(ROUTE_DATA, 'ProductList', config, {}, new URLSearchParams('?q=lamp'));
  const kept = Response.json(await memory.page(listingQuery(readListing(new URLSearchParams('?q=lamp')))));
  const network = jest.fn(async (..._args: Parameters<typeof fetch>) => Response.error());
  const shellFetch: typeof fetch = async (input, init) => (String(input) === first ? kept : network(input, init));
  const page = await createHttpCatalogApi(config.catalogApiUrl, shellFetch).page(listingQuery(readListing(new URLSearchParams('?q=lamp'))));
  expect(page).toMatchObject({ total: 0, page: 1 });
  expect(network).not.toHaveBeenCalled();
});
