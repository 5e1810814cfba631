import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { WISHLIST_STORAGE_KEY, type CatalogPage, type CatalogQuery, type Product } from 'shared-contracts';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import type { CatalogApi } from '../server/catalog-api';
import { failingCatalog, failingOnce, heldCatalog, renderWithCatalog, testCatalog, testProduct } from '../testing/catalog-fixture';
import { carryingHarness } from '../testing/carried-harness';
import { ProductList } from './ProductList';

const CATEGORIES = ['furniture', 'beauty', 'laptops'];
const products: Product[] = Array.from({ length: 30 }, (_, i) =>
  testProduct(i + 1, {
    name: i === 4 ? 'Walnut Desk Lamp' : `Item ${i + 1}`,
    category: CATEGORIES[i % 3]!,
    price: (i + 1) * 100,
    rating: (i % 5) + 0.5,
    isFeatured: i === 20,
  }),
);

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The catalog the listing asks, recording each query it asks for. */
function recording(api: CatalogApi) {
  const asked: CatalogQuery[] = [];
  const catalog: CatalogApi = { ...api, page: (query) => (asked.push(query), api.page(query)) };
  return { asked, catalog };
}

function renderListing(route = '/products', { harness = createHarness(), catalog = testCatalog(products) }: { harness?: ReturnType<typeof createHarness>; catalog?: CatalogApi } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const result = renderWithCatalog(
    <Routes>
      {['/products', '/shop', '/guest'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <ProductList />
              <Location />
            </>
          }
        />
      ))}
    </Routes>,
    { route, harness, catalog },
  );
  return { ...result, user };
}

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('link').textContent);
const location = () => screen.getByTestId('location').textContent;
/** SPEC §4: a change shows skeletons, then results after 500 ms. */
async function afterFiltering() {
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(500));
  await screen.findByRole('list', { name: 'Products' });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('shows the hero, 8 skeleton cards while loading, then the first page of 12', async () => {
  renderListing();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Oja Express' })).toBeInTheDocument();
  expect(screen.getByText('Discover our premium products')).toBeInTheDocument();
  expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
  await screen.findByRole('list', { name: 'Products' });
  expect(cards()).toHaveLength(12);
  expect(screen.getByText('Showing 1–12 of 30 products')).toBeInTheDocument();
  // Featured first (SPEC: Featured is the default sort).
  expect(cardNames()[0]).toBe('Item 21');
});

it('welcomes a signed-in shopper by name', async () => {
  renderListing('/shop', { harness: createHarness({ session: SAMPLE_SHOPPER }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Products' });
});

it('searches on Enter, says what it shows, and clears the search', async () => {
  const { user } = renderListing();
  await screen.findByRole('list', { name: 'Products' });
  await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'DESK lamp{Enter}');
  expect(location()).toBe('/products?q=DESK+lamp');
  expect(screen.getByText('Showing results for "DESK lamp"')).toBeInTheDocument();
  await afterFiltering();
  expect(cardNames()).toEqual(['Walnut Desk Lamp']);

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  await afterFiltering();
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
  expect(cards()).toHaveLength(12);
});

it('matches the price text too, and says when nothing matches', async () => {
  const { user } = renderListing('/shop?q=2500');
  await screen.findByRole('list', { name: 'Products' });
  expect(cardNames()).toEqual(['Item 25']);
  await user.clear(screen.getByRole('combobox', { name: 'Search products' }));
  await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'no such thing{Enter}');
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(500));
  expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
});

it('filters by category from the dropdown, which closes on choosing', async () => {
  const { user } = renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  const trigger = screen.getByRole('button', { name: /Categories/ });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Beauty' }));
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveTextContent('Beauty');
  await afterFiltering();
  expect(screen.getByText('Showing 1–10 of 10 products')).toBeInTheDocument();
  expect(location()).toBe('/shop?category=beauty');
});

it('chooses a category by keyboard and gives focus back to the dropdown’s button', async () => {
  const { user } = renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  const trigger = screen.getByRole('button', { name: /Categories/ });
  trigger.focus();
  await user.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Furniture' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
  await afterFiltering();
  expect(location()).toBe('/shop?category=furniture');
});

it('keeps one dropdown open at a time', async () => {
  const { user } = renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  await user.click(screen.getByRole('button', { name: /Categories/ }));
  await user.click(screen.getByRole('button', { name: /Rating/ }));
  expect(screen.getByRole('button', { name: /Categories/ })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: /Rating/ })).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: /Rating/ })).toHaveAttribute('aria-expanded', 'false');
});

it('keeps ratings at or above the choice; choosing it again clears it', async () => {
  const { user } = renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  await user.click(screen.getByRole('button', { name: /Rating/ }));
  await user.click(screen.getByRole('button', { name: '4+ Stars' }));
  await afterFiltering();
  // Ratings cycle 0.5, 1.5 ... 4.5: only the 4.5s stay.
  expect(screen.getByText('Showing 1–6 of 6 products')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Rating/ }));
  expect(screen.getByRole('button', { name: '4+ Stars' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: '4+ Stars' }));
  await afterFiltering();
  expect(screen.getByText('Showing 1–12 of 30 products')).toBeInTheDocument();
});

it('sets the maximum price with the slider, which spans the catalog’s prices', async () => {
  renderListing('/shop?maxPrice=500');
  await screen.findByRole('list', { name: 'Products' });
  expect(screen.getByText('Showing 1–5 of 5 products')).toBeInTheDocument();
  const slider = screen.getByRole('slider', { name: 'Maximum price', hidden: true });
  expect(slider).toHaveAttribute('max', '3000');
  expect(slider).toHaveValue('500');
});

it('sorts by price both ways', async () => {
  const { user } = renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Price: High to Low');
  await afterFiltering();
  expect(cardNames().slice(0, 2)).toEqual(['Item 30', 'Item 29']);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Featured',
    'Price: Low to High',
    'Price: High to Low',
    'Rating',
    'Newest',
  ]);
});

it('pages through 12 at a time, and a filter change returns to page 1', async () => {
  const { user } = renderListing('/shop?sort=price-low');
  await screen.findByRole('list', { name: 'Products' });
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getAllByRole('link', { name: /^Page/ }).map((l) => l.textContent)).toEqual(['1', '2', '3']);
  await user.click(within(nav).getByRole('link', { name: 'Page 3' }));
  // That page is asked for at once (no filtering delay), and shows when it comes.
  await screen.findByText('Showing 25–30 of 30 products');
  expect(cardNames()).toEqual(['Item 25', 'Item 26', 'Item 27', 'Item 28', 'Item 29', 'Item 30']);
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

  await user.click(screen.getByRole('button', { name: /Rating/ }));
  await user.click(screen.getByRole('button', { name: '1+ Stars' }));
  expect(location()).toBe('/shop?sort=price-low&rating=1');
  await afterFiltering();
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

it('opens a deep link with its filters, sort and page as they were shared', async () => {
  renderListing('/guest?category=furniture&sort=price-high');
  await screen.findByRole('list', { name: 'Products' });
  expect(screen.getByText('Showing 1–10 of 10 products')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Categories/ })).toHaveTextContent('Furniture');
  expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price-high');
  expect(cardNames()[0]).toBe('Item 28');
});

it('opens a shared page number, and the last page for one past the end', async () => {
  renderListing('/guest?sort=price-high&page=2');
  await screen.findByRole('list', { name: 'Products' });
  expect(screen.getByText('Showing 13–24 of 30 products')).toBeInTheDocument();
  expect(cardNames()[0]).toBe('Item 18');
});

it('opens the last page for a page past the end, as the catalog answers it', async () => {
  renderListing('/guest?sort=price-high&page=9');
  await screen.findByRole('list', { name: 'Products' });
  expect(screen.getByText('Showing 25–30 of 30 products')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

it('shows the category list with Clear on /products only', async () => {
  const { user } = renderListing('/products');
  await screen.findByRole('list', { name: 'Products' });
  const list = screen.getByRole('group', { name: 'Filter by category' });
  await user.click(within(list).getByRole('button', { name: 'Laptops' }));
  await afterFiltering();
  expect(within(list).getByRole('button', { name: 'Laptops' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(list).getByRole('button', { name: 'Clear' }));
  await afterFiltering();
  expect(location()).toBe('/products');
});

it('has no category list on /shop', async () => {
  renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
});

it('shows each card as the spec describes, opening the product', async () => {
  const catalog = testCatalog([
    testProduct(1, { name: 'Velvet Armchair', price: 1000, discountPrice: 750, stock: 60, rating: 3.7, reviewCount: 523 }),
    testProduct(2, { name: 'Plain Mug', stock: 3 }),
  ]);
  renderListing('/shop', { catalog });
  await screen.findByRole('list', { name: 'Products' });
  const [chair, mug] = cards();
  expect(within(chair!).getByRole('link', { name: 'Velvet Armchair' })).toHaveAttribute('href', '/products/velvet-armchair');
  expect(within(chair!).getByText('New')).toBeInTheDocument();
  expect(within(chair!).getByText('-25%')).toBeInTheDocument();
  expect(within(chair!).getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeInTheDocument();
  expect(within(chair!).getByText('(523)')).toBeInTheDocument();
  expect(within(chair!).getByText('₦750')).toBeInTheDocument();
  expect(within(chair!).getByText('₦1,000').tagName).toBe('DEL');
  expect(within(mug!).queryByText('New')).not.toBeInTheDocument();
  expect(within(mug!).queryByText(/%$/)).not.toBeInTheDocument();
});

it('hearts a product into the wishlist, kept in the browser', async () => {
  const { user } = renderListing('/shop');
  await screen.findByRole('list', { name: 'Products' });
  const heart = within(cards()[0]!).getByRole('button', { name: 'Add to wishlist' });
  await user.click(heart);
  expect(heart).toHaveAccessibleName('Remove from wishlist');
  expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual([expect.objectContaining({ id: '21' })]);
  expect(location()).toBe('/shop');
  await user.click(heart);
  expect(heart).toHaveAccessibleName('Add to wishlist');
});

it('says the catalog is unavailable, with Retry, when the service is down', async () => {
  const { user } = renderListing('/shop', { catalog: failingOnce(testCatalog(products)) });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the products');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await screen.findByRole('list', { name: 'Products' });
  expect(cards()).toHaveLength(12);
});

it('keeps the page usable when the catalog keeps failing', async () => {
  renderListing('/shop', { catalog: failingCatalog() });
  await screen.findByRole('alert');
  expect(screen.getByRole('combobox', { name: 'Search products' })).toBeEnabled();
});

describe('one page at a time from the catalog endpoint', () => {
  it('asks for the page the address names, and a search for its first page', async () => {
    const { asked, catalog } = recording(testCatalog(products));
    const { user } = renderListing('/shop?sort=price-low&page=2', { catalog });
    await screen.findByRole('list', { name: 'Products' });
    expect(asked).toEqual([{ ...ALL_PRODUCTS, sort: 'price-low', page: 2 }]);

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'item 2{Enter}');
    await afterFiltering();
    expect(asked.at(-1)).toEqual({ ...ALL_PRODUCTS, q: 'item 2', sort: 'price-low', page: 1 });
  });

  it('sends nothing while the shopper types: the search goes with Enter', async () => {
    const { asked, catalog } = recording(testCatalog(products));
    const { user } = renderListing('/shop', { catalog });
    await screen.findByRole('list', { name: 'Products' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'walnut desk lamp');
    await act(async () => jest.advanceTimersByTime(2000));
    expect(asked).toHaveLength(1);
    expect(location()).toBe('/shop');
  });

  it('asks once for changes made within the filtering delay (a slider dragged)', async () => {
    const { asked, catalog } = recording(testCatalog(products));
    renderListing('/shop', { catalog });
    await screen.findByRole('list', { name: 'Products' });
    const slider = screen.getByRole('slider', { name: 'Maximum price', hidden: true });
    for (const value of ['2500', '2000', '1500']) {
      fireEvent.change(slider, { target: { value } });
      await act(async () => jest.advanceTimersByTime(200));
    }
    await afterFiltering();
    expect(asked.map((q) => q.maxPrice)).toEqual([null, 1500]);
    expect(screen.getByText('Showing 1–12 of 15 products')).toBeInTheDocument();
  });

  it('shows the skeletons until the new page arrives, however long it takes', async () => {
    const { catalog, release } = heldCatalog(testCatalog(products));
    const { user } = renderListing('/shop', { catalog });
    release('page');
    await screen.findByRole('list', { name: 'Products' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Price: High to Low');
    await act(async () => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d/)).not.toBeInTheDocument();
    release('price-high');
    await screen.findByRole('list', { name: 'Products' });
    expect(cardNames().slice(0, 2)).toEqual(['Item 30', 'Item 29']);
  });

  it('never lets an older answer that arrives late replace a newer one', async () => {
    const { catalog, release } = heldCatalog(testCatalog(products));
    const { user } = renderListing('/shop', { catalog });
    release('page');
    await screen.findByRole('list', { name: 'Products' });
    const sort = screen.getByRole('combobox', { name: 'Sort By' });
    await user.selectOptions(sort, 'Price: High to Low');
    await act(async () => jest.advanceTimersByTime(500));
    await user.selectOptions(sort, 'Price: Low to High');
    await act(async () => jest.advanceTimersByTime(500));
    release('price-low');
    await screen.findByRole('list', { name: 'Products' });
    release('price-high');
    await act(async () => jest.advanceTimersByTime(0));
    expect(cardNames().slice(0, 2)).toEqual(['Item 1', 'Item 2']);
    expect(location()).toBe('/shop?sort=price-low');
  });

  it("shows the endpoint's page as it is: its total, its pages and its facets", async () => {
    const page: CatalogPage = {
      products: products.slice(0, 12),
      total: 5000,
      page: 1,
      pages: 417,
      facets: { categories: [{ name: 'furniture', count: 4000 }, { name: 'lighting', count: 1000 }], price: { min: 5, max: 249_999 } },
    };
    renderListing('/products', { catalog: { ...testCatalog(products), page: async () => page } });
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByText('Showing 1–12 of 5000 products')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('link', { name: /^Page/ }).map((l) => l.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '417',
    ]);
    const list = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Furniture', 'Lighting', 'Clear']);
    expect(screen.getByRole('slider', { name: 'Maximum price', hidden: true })).toHaveAttribute('max', '250000');
  });

  it('keeps the category the address names among the choices, even when nothing else matches it', async () => {
    renderListing('/products?category=garden&q=item', { catalog: testCatalog(products) });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Categories/ })).toHaveTextContent('Garden');
    const list = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(list).getByRole('button', { name: 'Garden' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Furniture', 'Beauty', 'Laptops', 'Garden', 'Clear']);
  });

  it('says the catalog is unavailable when a later page fails, and Retry asks for it again', async () => {
    const memory = testCatalog(products);
    let failNext = false;
    const catalog: CatalogApi = { ...memory, page: (query) => (failNext ? ((failNext = false), failingCatalog().page(query)) : memory.page(query)) };
    const { user } = renderListing('/shop', { catalog });
    await screen.findByRole('list', { name: 'Products' });
    failNext = true;
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 13–24 of 30 products')).toBeInTheDocument();
  });
});

describe('a first view the server rendered', () => {
  it('shows the page the HTML carried at its first render, asking the catalog for nothing', async () => {
    const search = '?category=laptops&sort=price-low';
    const page = await testCatalog(products).page({ ...ALL_PRODUCTS, category: 'laptops', sort: 'price-low' });
    const { harness, urls, asked } = carryingHarness('ProductList', page, search);
    expect(urls).toHaveLength(1);
    renderScreen(
      <Routes>
        <Route path="/products" element={<ProductList />} />
      </Routes>,
      { route: `/products${search}`, harness },
    );
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Item 3', 'Item 6', 'Item 9', 'Item 12', 'Item 15', 'Item 18', 'Item 21', 'Item 24', 'Item 27', 'Item 30']);
    expect(screen.getByText('Showing 1–10 of 10 products')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(asked).toEqual([]);
    expect(cards()).toHaveLength(10);
  });
});

describe('a search (issue 39)', () => {
  const sortBy = () => screen.getByRole('combobox', { name: 'Sort By' });
  const sortChoices = () => within(sortBy()).getAllByRole('option').map((o) => o.textContent);

  it('offers Best match first, and chosen, only while searching; Featured is then a choice in the URL', async () => {
    const { user } = renderListing('/shop');
    await screen.findByRole('list', { name: 'Products' });
    expect(sortChoices()).not.toContain('Best match');

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'item 2{Enter}');
    await afterFiltering();
    expect(sortChoices()).toEqual(['Best match', 'Featured', 'Price: Low to High', 'Price: High to Low', 'Rating', 'Newest']);
    expect(sortBy()).toHaveValue('relevance');
    expect(within(sortBy()).getByRole('option', { name: 'Best match' })).toHaveProperty('selected', true);
    // Best match: the names holding the words, in the catalog's order (the featured Item 21 is not first).
    expect(cardNames().slice(0, 3)).toEqual(['Item 2', 'Item 20', 'Item 21']);

    await user.selectOptions(sortBy(), 'Featured');
    expect(location()).toBe('/shop?q=item+2&sort=featured');
    await afterFiltering();
    expect(cardNames()[0]).toBe('Item 21');
    await user.selectOptions(sortBy(), 'Best match');
    expect(location()).toBe('/shop?q=item+2');
    await afterFiltering();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/shop');
    await afterFiltering();
    expect(sortChoices()).not.toContain('Best match');
    expect(sortBy()).toHaveValue('featured');
  });

  it('leaves no Best match in the URL when the search is cleared, and keeps a sort the shopper chose', async () => {
    const { user } = renderListing('/shop?q=lamp&sort=relevance');
    await screen.findByRole('list', { name: 'Products' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/shop');
    await afterFiltering();

    await user.selectOptions(sortBy(), 'Newest');
    await afterFiltering();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'item{Enter}');
    expect(location()).toBe('/shop?sort=newest&q=item');
    await afterFiltering();
    expect(sortBy()).toHaveValue('newest');
    expect(cardNames()[0]).toBe('Item 30');
  });

  it('says so above the results when no product holds every word', async () => {
    renderListing('/shop?q=walnut+chair');
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByText('Showing results for "walnut chair"')).toBeInTheDocument();
    const notice = screen.getByText('No product matches every word of "walnut chair". Showing the closest matches.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(cardNames()).toEqual(['Walnut Desk Lamp']);
  });

  it('says nothing more when every word matched', async () => {
    renderListing('/shop?q=walnut+lamp');
    await screen.findByRole('list', { name: 'Products' });
    expect(cardNames()).toEqual(['Walnut Desk Lamp']);
    expect(screen.queryByText(/No product matches every word/)).not.toBeInTheDocument();
  });

  it('offers the spelling that finds something as a link, which searches for it in the page', async () => {
    const memory = testCatalog(products);
    const nothing = async (query: CatalogQuery): Promise<CatalogPage> => ({
      ...(await memory.page({ ...query, q: 'zzqx' })),
      search: { matched: 'all', didYouMean: 'walnut lamp', marks: {} },
    });
    const { asked, catalog } = recording({ ...memory, page: (query) => (query.q === 'walnutt lamp' ? nothing(query) : memory.page(query)) });
    const { user } = renderListing('/products?q=walnutt+lamp&rating=4&page=2', { catalog });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'walnut lamp' });
    expect(link.closest('p')).toHaveTextContent(/^Did you mean walnut lamp\?$/);
    // The other filters kept, page 1.
    expect(link).toHaveAttribute('href', '/products?q=walnut+lamp&rating=4');

    await user.click(link);
    expect(location()).toBe('/products?q=walnut+lamp&rating=4');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('walnut lamp');
    await afterFiltering();
    expect(cardNames()).toEqual(['Walnut Desk Lamp']);
    expect(asked.at(-1)).toMatchObject({ q: 'walnut lamp', rating: 4, page: 1 });
  });

  it('offers no other spelling when the catalog has none', async () => {
    renderListing('/products?q=zzqx');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('lists a category suggested under the search box, dropping the search for all of it', async () => {
    const { user } = renderListing('/products?q=item+1&rating=2');
    await screen.findByRole('list', { name: 'Products' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'furn');
    await act(async () => jest.advanceTimersByTime(150));
    await user.click(screen.getByRole('option', { name: /^Furniture/ }));
    expect(location()).toBe('/products?rating=2&category=furniture');
    expect(box).toHaveValue('');
    await afterFiltering();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–6 of 6 products')).toBeInTheDocument();
  });

  it('marks the words of each name the search found, and nothing without a search', async () => {
    const { user } = renderListing('/shop?q=desk+lamps');
    await screen.findByRole('list', { name: 'Products' });
    const [lamp] = cards();
    expect(within(lamp!).getAllByRole('mark').map((m) => m.textContent)).toEqual(['Desk', 'Lamp']);
    expect(within(lamp!).getByRole('link')).toHaveAccessibleName('Walnut Desk Lamp');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await afterFiltering();
    expect(screen.queryAllByRole('mark')).toEqual([]);
  });
});
