// Guards: the catalog remote over the local catalog service, as a shopper uses it: search, filter,
// sort and page in the URL, the product page and its cart hand-off (never past 10 a line), deep links,
// the service down.
import type { Page, Route } from 'playwright-core';
import { MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';

// Its own stack: it counts the whole generated catalog, which other files' listings would join.
const shop = composedShop({ fresh: true });

interface ServiceProduct {
  id: number;
  title: string;
  price: number;
  stock: number;
  category: string;
}

/** The generated catalog, read from the service itself: the journeys hard-code no product. */
async function serviceProducts(): Promise<ServiceProduct[]> {
  const response = await fetch(`http://127.0.0.1:${shop.stack.ports.catalog}/products?limit=0&select=title,price,stock,category`);
  return ((await response.json()) as { products: ServiceProduct[] }).products;
}

/** A name that is exactly one of these. */
const anyOf = (texts: string[]) => new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const slugOf = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');
const productCards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

test('search, filter, sort and page live in the URL; a product goes into the cart', async () => {
  const products = await serviceProducts();
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/products`);
  await page.getByText(`Showing 1–12 of ${products.length} products`).waitFor();
  expect(await productCards(page).count()).toBe(12);

  // Filter by category from the dropdown, sort by price, then go to page 2 when there is one.
  const category = products[0]!.category;
  const inCategory = products.filter((p) => p.category === category);
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: /^Categories/ }).click();
  await filters.getByRole('button', { name: new RegExp(`^${category.replace(/-/g, ' ')}$`, 'i') }).click();
  await page.getByText(`of ${inCategory.length} products`).waitFor();
  await page.getByRole('combobox', { name: 'Sort By' }).selectOption('price-low');
  await page.waitForURL(`**/products?category=${category}&sort=price-low`);
  // Whole-naira prices can tie: the first card is one of the cheapest.
  const lowest = Math.min(...inCategory.map((p) => p.price));
  const cheapest = inCategory.filter((p) => p.price === lowest).map((p) => p.title);
  await productCards(page).first().getByRole('link', { name: anyOf(cheapest) }).waitFor();

  // Search from the box: Enter searches, the header says what it shows.
  const target = products.find((p) => p.stock > 3)!;
  await page.getByRole('combobox', { name: 'Search products' }).fill(target.title);
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await page.getByText(`Showing results for "${target.title}"`).waitFor();
  await page.getByRole('button', { name: 'Clear search', exact: true }).waitFor();
  await filters.getByRole('button', { name: /^Categories/ }).click();
  await filters.getByRole('button', { name: 'All', exact: true }).click();
  await productCards(page).getByRole('link', { name: target.title }).click();

  // The product page: quantity 3, Add to Cart, the shell's badge and drawer follow.
  await page.waitForURL(`**/products/${slugOf(target.title)}`);
  await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
  expect(await page.title()).toContain(target.title);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(`Added ${target.title} to your cart.`).waitFor();
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByText(target.title).waitFor();
  await page.keyboard.press('Escape');

  // Back to Products returns to the listing the shopper came from.
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await page.getByText(`Showing results for "${target.title}"`).waitFor();
  expect(errors).toEqual([]);
});

test('pages are real links, and Back returns to the previous page', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/shop?sort=rating`);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await page.waitForURL('**/shop?sort=rating&page=2');
  await page.getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
  await page.goBack();
  await page.waitForURL('**/shop?sort=rating');
  await page.getByRole('link', { name: 'Page 1' }).and(page.locator('[aria-current="page"]')).waitFor();
});

test('adding past 10 of a product fills its cart line to 10 and says why', async () => {
  const product = (await serviceProducts()).find((p) => p.stock >= 12)!;
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/products/${slugOf(product.title)}`);
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
  while (await more.isEnabled()) await more.click();
  await page.getByRole('status', { name: 'Quantity' }).getByText('10').waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(`Added 8 of ${product.title}: 10 is the most per order, so your cart now holds 10.`).waitFor();
  await page.getByRole('button', { name: 'Cart, 10 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByText(product.title).waitFor();
  expect(await drawer.getByRole('button', { name: /^Increase quantity/ }).isDisabled()).toBe(true);
  expect(errors).toEqual([]);
});

test('two tabs of one browser fill one cart: a line added in each is in both', async () => {
  const [first, second] = (await serviceProducts()).filter((p) => p.stock >= 5);
  const { page, errors } = await openPage(shop.browser);
  const other = await page.context().newPage();
  await page.goto(`${shop.stack.url}/products/${slugOf(first!.title)}`);
  await other.goto(`${shop.stack.url}/products/${slugOf(second!.title)}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await other.getByRole('button', { name: 'Add to Cart' }).click();
  for (const tab of [page, other]) {
    await tab.getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = tab.getByRole('dialog', { name: 'Your Cart' });
    for (const p of [first!, second!]) await drawer.getByText(p.title).waitFor();
  }
  expect(errors).toEqual([]);
});

test('a product deep link survives a reload; an unknown slug or a malformed path says so', async () => {
  const [, product] = await serviceProducts();
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/products/${slugOf(product!.title)}`);
  await page.getByRole('heading', { level: 1, name: product!.title }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: product!.title }).waitFor();

  await page.goto(`${shop.stack.url}/products/no-such-product-here`);
  await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
  await page.getByText("The product you're looking for doesn't exist or may have been removed.").waitFor();
  await page.getByRole('link', { name: 'Browse All Products' }).click();
  await page.waitForURL('**/products');

  // A malformed escape (half a character) is a path like any other: the shop, with its not-found states.
  expect((await page.goto(`${shop.stack.url}/products/%E0%A4%A`))!.status()).toBe(200);
  await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
  await page.goto(`${shop.stack.url}/%E0%A4%A`);
  await page.getByRole('heading', { name: 'NotFound' }).waitFor();
  expect(errors).toEqual([]);
});

test('with the catalog endpoint failing the listing says so, the rest of the shop works, Retry recovers', async () => {
  const { page } = await openPage(shop.browser);
  // The shop's server answering 503 for the catalog (its index down), until it is back.
  const endpoint = `${String(shop.stack.config.catalogApiUrl)}/**`;
  const down = (route: Route) => route.fulfill({ status: 503, headers: { 'Access-Control-Allow-Origin': '*' }, json: { message: 'The catalog is unavailable' } });
  await page.route(endpoint, down);
  // Opened from the bar once the page runs, so the browser asks the catalog: a listing loaded as a page has
  // its first view and data in the HTML (server-render-catalog.e2e.ts).
  await page.goto(`${shop.stack.url}/about`);
  await page.getByRole('button', { name: /^Cart, / }).and(page.locator(':enabled')).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
  await page.getByRole('alert').getByText('We could not load the products').waitFor();
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Our Story' }).waitFor();
  await page.goBack();
  await page.getByRole('alert').getByText('We could not load the products').waitFor();
  await page.unroute(endpoint, down);
  await page.getByRole('button', { name: 'Retry' }).click();
  await productCards(page).first().waitFor();
});

test('the listing and a product fit a 375 px screen', async () => {
  const [product] = await serviceProducts();
  const { page } = await openPage(shop.browser, MOBILE);
  await page.goto(`${shop.stack.url}/products`);
  await productCards(page).first().waitFor();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`${shop.stack.url}/products/${slugOf(product!.title)}`);
  await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the home page’s SHOP NOW opens the listing searched for that product', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/`);
  await page.getByRole('link', { name: 'SHOP NOW: Office Chairs' }).click();
  await page.waitForURL('**/products?q=office%20chair');
  await page.getByText('Showing results for "office chair"').waitFor();
  await productCards(page).getByRole('link', { name: 'Ergonomic Office Chair' }).waitFor();
});
