import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { formatNaira, type Product } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/test-utils';
import type { CatalogApi } from '../server/catalog-api';
import { failingCatalog, failingOnce, renderWithCatalog, testCatalog, testProduct } from '../testing/catalog-fixture';
import { carryingHarness } from '../testing/carried-harness';
import { Categories } from './Categories';

// beauty: 3 products, laptops: 2 (dearest), groceries: 1 (no brand).
const products: Product[] = [
  testProduct(1, { category: 'beauty', price: 100, brand: 'Glow', image: 'https://img.test/beauty-first.svg' }),
  testProduct(2, { category: 'laptops', price: 3000, discountPrice: 2000, brand: 'Apple' }),
  testProduct(3, { category: 'beauty', price: 200, brand: 'Essence' }),
  testProduct(4, { category: 'groceries', price: 50 }),
  testProduct(5, { category: 'beauty', price: 301, brand: 'Glow' }),
  testProduct(6, { category: 'laptops', price: 1000, brand: 'Dell' }),
];

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderCategories(route = '/catergories', catalog: CatalogApi = testCatalog(products)) {
  const user = userEvent.setup();
  renderWithCatalog(
    <Routes>
      <Route
        path="/catergories"
        element={
          <>
            <Categories />
            <Location />
          </>
        }
      />
      <Route path="/products" element={<Location />} />
    </Routes>,
    { route, catalog },
  );
  return user;
}

const cards = () => within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) }).closest('article')!;
const location = () => screen.getByTestId('location').textContent;

it('shows skeleton cards and a loading status, then a card per category under the count', async () => {
  renderCategories();
  expect(screen.getByRole('heading', { level: 1, name: 'Product Categories' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading categories…' })).toHaveTextContent('Loading categories…');
  expect(screen.getAllByTestId('category-skeleton')).toHaveLength(8);

  await screen.findByRole('list', { name: 'Categories' });
  expect(screen.queryByRole('status', { name: 'Loading categories…' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('category-skeleton')).not.toBeInTheDocument();
  expect(screen.getByText('3 categories')).toBeInTheDocument();
  expect(cardNames()).toEqual(['Beauty', 'Groceries', 'Laptops']);
});

it("shows each category's name, count, description, average price and top brands", async () => {
  renderCategories();
  await screen.findByRole('list', { name: 'Categories' });

  const beauty = within(card('Beauty'));
  expect(beauty.getByText('3 products')).toBeInTheDocument();
  expect(beauty.getByText(/^Mascaras, lipsticks and palettes/)).toBeInTheDocument();
  // (100 + 200 + 301) / 3 = 200.33
  expect(beauty.getByText(formatNaira(200))).toBeInTheDocument();
  expect(beauty.getByText('Average price')).toBeInTheDocument();
  expect(beauty.getByRole('list', { name: 'Top brands' })).toHaveTextContent('GlowEssence');
  expect(beauty.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Glow', 'Essence']);

  // The price the shopper pays: (2000 + 1000) / 2.
  expect(within(card('Laptops')).getByText(formatNaira(1500))).toBeInTheDocument();

  const groceries = within(card('Groceries'));
  expect(groceries.getByText('1 product')).toBeInTheDocument();
  expect(groceries.queryByText('Top brands')).not.toBeInTheDocument();
  expect(groceries.queryByRole('list')).not.toBeInTheDocument();
});

it("shows the first product's image on the card", async () => {
  renderCategories();
  await screen.findByRole('list', { name: 'Categories' });
  expect(card('Beauty').querySelector('img')).toHaveAttribute('src', 'https://img.test/beauty-first.svg');
});

it('opens the listing filtered to the category, from a keyboard-focusable link', async () => {
  const user = renderCategories();
  await screen.findByRole('list', { name: 'Categories' });
  const link = screen.getByRole('link', { name: 'Beauty, 3 products' });
  expect(link).toHaveAttribute('href', '/products?category=beauty');
  expect(screen.getAllByRole('link')).toHaveLength(3);

  await user.tab(); // the search box comes first
  await user.tab(); // the sort select
  await user.tab(); // grid view
  await user.tab(); // list view
  await user.tab();
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(location()).toBe('/products?category=beauty');
});

it('narrows the cards as the shopper types, ignoring case, and keeps the search in the URL', async () => {
  const user = renderCategories();
  await screen.findByRole('list', { name: 'Categories' });

  await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'LAP');
  expect(cardNames()).toEqual(['Laptops']);
  expect(screen.getByText('1 of 3 categories matches your search')).toBeInTheDocument();
  expect(location()).toBe('/catergories?q=LAP');
  // The header still counts every category.
  expect(screen.getByText('3 categories')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'x');
  expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(cards()).toHaveLength(3);
  expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
  expect(location()).toBe('/catergories');
});

it('orders the cards by name, product count or average price', async () => {
  const user = renderCategories();
  await screen.findByRole('list', { name: 'Categories' });
  const sort = screen.getByRole('combobox', { name: 'Sort categories' });
  expect(sort).toHaveValue('name');
  expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Name',
    'Product count',
    'Average price',
  ]);

  await user.selectOptions(sort, 'Product count');
  expect(cardNames()).toEqual(['Beauty', 'Laptops', 'Groceries']);
  expect(location()).toBe('/catergories?sort=count');

  await user.selectOptions(sort, 'Average price');
  expect(cardNames()).toEqual(['Laptops', 'Beauty', 'Groceries']);

  await user.selectOptions(sort, 'Name');
  expect(cardNames()).toEqual(['Beauty', 'Groceries', 'Laptops']);
  expect(location()).toBe('/catergories');
});

it('switches between grid and list, showing which is on', async () => {
  const user = renderCategories();
  await screen.findByRole('list', { name: 'Categories' });
  const grid = screen.getByRole('button', { name: 'Grid view' });
  const list = screen.getByRole('button', { name: 'List view' });
  expect(grid).toHaveAttribute('aria-pressed', 'true');
  expect(list).toHaveAttribute('aria-pressed', 'false');

  await user.click(list);
  expect(list).toHaveAttribute('aria-pressed', 'true');
  expect(grid).toHaveAttribute('aria-pressed', 'false');
  expect(cards().every((c) => c.dataset.layout === 'list')).toBe(true);
  expect(location()).toBe('/catergories?view=list');

  await user.click(grid);
  expect(grid).toHaveAttribute('aria-pressed', 'true');
  expect(cards().every((c) => c.dataset.layout === 'grid')).toBe(true);
});

it('opens with the search, sort and layout the URL names (a reload keeps them)', async () => {
  renderCategories('/catergories?q=E&sort=averagePrice&view=list');
  await screen.findByRole('list', { name: 'Categories' });
  expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('E');
  expect(screen.getByRole('combobox', { name: 'Sort categories' })).toHaveValue('averagePrice');
  expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  // 'e' is in Beauty and Groceries, not in Laptops; Beauty's average price is higher.
  expect(cardNames()).toEqual(['Beauty', 'Groceries']);
});

it('ignores a sort or layout it does not know', async () => {
  renderCategories('/catergories?sort=random&view=mosaic');
  await screen.findByRole('list', { name: 'Categories' });
  expect(screen.getByRole('combobox', { name: 'Sort categories' })).toHaveValue('name');
  expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
});

it("shows the catalog endpoint's own summaries, asking it for nothing but the categories", async () => {
  const asked: string[] = [];
  const catalog: CatalogApi = {
    page: async (query) => (asked.push(`page ${query.page}`), testCatalog([]).page(query)),
    bySlug: async (slug) => (asked.push(`product ${slug}`), null),
    suggest: async (q) => (asked.push(`suggest ${q}`), { products: [], categories: [] }),
    categories: async () => {
      asked.push('categories');
      return [{ name: 'smartphones', count: 4210, image: 'https://img.test/phone.svg', averagePrice: 250000, topBrands: ['Tecno', 'Infinix', 'Samsung'] }];
    },
  };
  renderCategories('/catergories', catalog);
  await screen.findByRole('list', { name: 'Categories' });
  const phones = within(card('Smartphones'));
  expect(phones.getByText('4210 products')).toBeInTheDocument();
  expect(phones.getByText(formatNaira(250000))).toBeInTheDocument();
  expect(phones.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tecno', 'Infinix', 'Samsung']);
  expect(card('Smartphones').querySelector('img')).toHaveAttribute('src', 'https://img.test/phone.svg');
  expect(asked).toEqual(['categories']);
});

it("says 'No categories found' when the catalog has no products", async () => {
  renderCategories('/catergories', testCatalog([]));
  expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
  expect(screen.getByText('0 categories')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
});

it("says 'Failed to fetch products' when the catalog is down, and Try Again shows the cards", async () => {
  const user = renderCategories('/catergories', failingOnce(testCatalog(products)));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch products');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
  await screen.findByRole('list', { name: 'Categories' });
  expect(cards()).toHaveLength(3);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps offering Try Again while the catalog stays down', async () => {
  const user = renderCategories('/catergories', failingCatalog());
  await user.click(await screen.findByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
});

it("says 'An error occurred' for a failure that is not the catalog's", async () => {
  const broken: CatalogApi = { ...testCatalog(products), categories: () => Promise.reject(new TypeError('x is undefined')) };
  renderCategories('/catergories', broken);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('An error occurred');
  expect(alert).not.toHaveTextContent('Failed to fetch products');
  expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

it('shows the categories the HTML carried at its first render, asking the catalog for nothing (a first view the server rendered)', async () => {
  const categories = await testCatalog(products).categories();
  const { harness, urls, asked } = carryingHarness('Categories', categories);
  expect(urls).toHaveLength(1);
  renderScreen(
    <Routes>
      <Route path="/catergories" element={<Categories />} />
    </Routes>,
    { route: '/catergories', harness },
  );
  expect(screen.queryByTestId('category-skeleton')).not.toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading categories…' })).not.toBeInTheDocument();
  expect(screen.getByText('3 categories')).toBeInTheDocument();
  expect(cardNames()).toEqual(['Beauty', 'Groceries', 'Laptops']);
  await act(async () => undefined);
  expect(asked).toEqual([]);
  expect(cardNames()).toEqual(['Beauty', 'Groceries', 'Laptops']);
});
