import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { formatNaira, SUGGEST } from 'shared-contracts';
import type { CatalogApi } from '../../server/catalog-api';
import { failingCatalog, heldCatalog, renderWithCatalog, testCatalog, testProduct } from '../../testing/catalog-fixture';
import { SearchBar } from './SearchBar';

// 'desk' finds six names (the box offers five) and the desk-accessories category.
const products = [
  testProduct(1, { name: 'Walnut Desk Lamp', category: 'home-decoration', price: 1500, discountPrice: 1200 }),
  ...['Oak Desk', 'Standing Desk', 'Desk Organiser', 'Corner Desk', 'Desk Fan'].map((name, i) => testProduct(2 + i, { name, category: 'furniture', price: 2000 })),
  testProduct(7, { name: 'Cable Tray', category: 'desk-accessories' }),
];

function Location() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${state ? ` from ${(state as { from: string }).from}` : ''}`}</p>;
}

/** The catalog, recording the words each suggestion was asked for. */
function recording(api: CatalogApi) {
  const asked: string[] = [];
  return { asked, catalog: { ...api, suggest: (q: string) => (asked.push(q), api.suggest(q)) } };
}

function renderSearchBar({ catalog = testCatalog(products), query = '' }: { catalog?: CatalogApi; query?: string } = {}) {
  const onSearch = jest.fn();
  const onChooseCategory = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithCatalog(
    <>
      <Routes>
        <Route path="/shop" element={<SearchBar query={query} onSearch={onSearch} onChooseCategory={onChooseCategory} />} />
        <Route path="/products/:slug" element={<h1>Product page</h1>} />
      </Routes>
      <Location />
    </>,
    { route: '/shop?sort=price-low', catalog },
  );
  return { user, onSearch, onChooseCategory };
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
/** The list the box controls, shown or not (a hidden element has no accessible name to find it by). */
const list = () => document.getElementById(box().getAttribute('aria-controls')!)!;
const options = () => within(list()).queryAllByRole('option');
const optionNames = () => options().map((o) => o.textContent);
const announced = () => screen.getByRole('status').textContent;
/** The suggestions' wait after the last keystroke, and their answer. */
const afterDebounce = () => act(async () => jest.advanceTimersByTime(SUGGEST.debounceMs));

async function typed(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  await afterDebounce();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is an editable combobox with list autocomplete, its list closed until the shopper types', () => {
  renderSearchBar();
  expect(box()).toHaveAttribute('aria-autocomplete', 'list');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).toHaveAttribute('aria-controls', list().id);
  expect(box()).not.toHaveAttribute('aria-activedescendant');
  expect(list()).not.toBeVisible();
});

it('asks for nothing under 2 characters', async () => {
  const { asked, catalog } = recording(testCatalog(products));
  const { user } = renderSearchBar({ catalog });
  await typed(user, ' d ');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(asked).toEqual([]);
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(announced()).toBe('');
});

it('lists products then categories once the shopper pauses, asking once for the words typed', async () => {
  const { asked, catalog } = recording(testCatalog(products));
  const { user } = renderSearchBar({ catalog });
  await user.type(box(), 'desk');
  await act(async () => jest.advanceTimersByTime(SUGGEST.debounceMs - 1));
  expect(asked).toEqual([]);
  await act(async () => jest.advanceTimersByTime(1));
  expect(asked).toEqual(['desk']);

  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(list()).toBeVisible();
  const productGroup = within(list()).getByRole('group', { name: 'Products' });
  const found = within(productGroup).getAllByRole('option');
  expect(found).toHaveLength(5);
  expect(found.map((o) => within(o).getAllByRole('mark').map((m) => m.textContent))).toEqual([['Desk'], ['Desk'], ['Desk'], ['Desk'], ['Desk']]);
  // The card's price: what the shopper pays, the price before the discount struck through.
  const [lamp] = found;
  expect(lamp).toHaveTextContent(`Walnut Desk Lamp ${formatNaira(1200)} ${formatNaira(1500)}`);
  expect(within(lamp!).getByLabelText(`was ${formatNaira(1500)}`).tagName).toBe('DEL');
  expect(within(lamp!).getByRole('presentation', { hidden: true })).toHaveAttribute('src', 'https://img.test/1.svg');

  const categoryGroup = within(list()).getByRole('group', { name: 'Categories' });
  const [accessories] = within(categoryGroup).getAllByRole('option');
  expect(accessories).toHaveTextContent('Desk Accessories 1 product');
  expect(within(accessories!).getByRole('mark')).toHaveTextContent(/^Desk$/);
  expect(announced()).toBe('5 products and 1 category suggested');
});

it('says when nothing is suggested, with the list closed', async () => {
  const { user } = renderSearchBar();
  await typed(user, 'desk');
  await user.type(box(), 'zzq');
  // The last answer stays while the next is on its way.
  expect(options()).toHaveLength(6);
  await afterDebounce();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(options()).toEqual([]);
  expect(announced()).toBe('No suggestions');
});

it('walks the list with the arrows, wrapping, and typing leaves nothing highlighted', async () => {
  const { user } = renderSearchBar();
  await typed(user, 'desk');
  const highlighted = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');

  expect(highlighted()).toEqual([]);
  await user.keyboard('{ArrowDown}');
  expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
  expect(highlighted()).toEqual([options()[0]]);
  await user.keyboard('{ArrowDown}');
  expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
  await user.keyboard('{ArrowUp}{ArrowUp}');
  // Up from the first: the last, the category.
  expect(box()).toHaveAttribute('aria-activedescendant', options()[5]!.id);
  expect(highlighted()).toEqual([options()[5]]);
  await user.keyboard('{ArrowDown}');
  expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
  expect(options().every((o) => o.hasAttribute('aria-selected'))).toBe(true);

  await user.type(box(), ' ');
  expect(box()).not.toHaveAttribute('aria-activedescendant');
  expect(highlighted()).toEqual([]);
});

it('opens the highlighted product with Enter, as its card links, back to this listing', async () => {
  const { user, onSearch } = renderSearchBar();
  await typed(user, 'desk');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/products/walnut-desk-lamp from /shop?sort=price-low');
  expect(onSearch).not.toHaveBeenCalled();
});

it('opens a product clicked, the box keeping the focus until then', async () => {
  const { user } = renderSearchBar();
  await typed(user, 'desk');
  await user.click(screen.getByRole('option', { name: /Standing Desk/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products/standing-desk from /shop?sort=price-low');
});

it('lists the highlighted category with Enter or a click, the box emptied', async () => {
  const { user, onChooseCategory, onSearch } = renderSearchBar();
  await typed(user, 'desk');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(onChooseCategory).toHaveBeenCalledWith('desk-accessories');
  expect(onSearch).not.toHaveBeenCalled();
  expect(box()).toHaveValue('');
  expect(box()).toHaveAttribute('aria-expanded', 'false');

  await typed(user, 'acc');
  await user.click(screen.getByRole('option', { name: /Desk Accessories/ }));
  expect(onChooseCategory).toHaveBeenCalledTimes(2);
  expect(box()).toHaveValue('');
});

it('searches with Enter and nothing highlighted, exactly as before, and closes the list', async () => {
  const { user, onSearch } = renderSearchBar();
  await typed(user, '  desk ');
  await user.keyboard('{Enter}');
  expect(onSearch).toHaveBeenCalledWith('desk');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).toHaveValue('  desk ');
});

it('searches at once when Enter comes before the suggestions, which then never open', async () => {
  const { asked, catalog } = recording(testCatalog(products));
  const { user, onSearch } = renderSearchBar({ catalog });
  await user.type(box(), 'desk{Enter}');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(onSearch).toHaveBeenCalledWith('desk');
  expect(asked).toEqual([]);
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});

it('closes the list with Escape, a second Escape leaving the words; Down opens it again', async () => {
  const { user } = renderSearchBar();
  await typed(user, 'desk');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).not.toHaveAttribute('aria-activedescendant');
  expect(announced()).toBe('');
  await user.keyboard('{Escape}');
  expect(box()).toHaveValue('desk');
  expect(box()).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  await afterDebounce();
  expect(box()).toHaveAttribute('aria-expanded', 'true');
});

it('closes the list when the box loses the focus', async () => {
  const { user } = renderSearchBar();
  await typed(user, 'desk');
  await user.tab();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(list()).not.toBeVisible();
});

it('never lets an older answer replace a newer one', async () => {
  const { catalog, release } = heldCatalog(testCatalog(products));
  const { user } = renderSearchBar({ catalog });
  await typed(user, 'st');
  await typed(user, 'and');
  await act(async () => release('suggest "stand"'));
  expect(optionNames()).toEqual([expect.stringContaining('Standing Desk')]);
  await act(async () => release('suggest "st"'));
  expect(optionNames()).toEqual([expect.stringContaining('Standing Desk')]);
  expect(announced()).toBe('1 product suggested');

  // Nor one that arrives while the newer is still on its way.
  await user.clear(box());
  await typed(user, 'oak');
  await typed(user, ' desk');
  await act(async () => release('suggest "oak"'));
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  await act(async () => release('suggest "oak desk"'));
  expect(optionNames()).toEqual([expect.stringContaining('Oak Desk'), expect.stringContaining('Desk Accessories')]);
});

it('shows nothing, and says nothing, when the suggestions fail; the box still searches', async () => {
  const { user, onSearch } = renderSearchBar({ catalog: { ...testCatalog(products), suggest: failingCatalog().suggest } });
  await typed(user, 'desk');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(options()).toEqual([]);
  expect(announced()).toBe('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(onSearch).toHaveBeenCalledWith('desk');
});

it('empties the box with its clear button, and clears a search that ran', async () => {
  const { user, onSearch } = renderSearchBar({ query: 'desk' });
  expect(box()).toHaveValue('desk');
  await user.click(screen.getByRole('button', { name: 'Clear search box' }));
  expect(box()).toHaveValue('');
  expect(onSearch).toHaveBeenCalledWith('');
  expect(screen.queryByRole('button', { name: 'Clear search box' })).not.toBeInTheDocument();
});
