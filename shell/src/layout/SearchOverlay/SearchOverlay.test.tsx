import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatNaira, SUGGEST, type CatalogSuggestions } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { SearchOverlay, searchPath } from './SearchOverlay';

const CATALOG_API = 'http://shop.test/api/catalog';

function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <SearchOverlay open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const product = (name: string, marks: [number, number][], price = 2000, discountPrice?: number) => ({
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  image: `https://img.test/${name.length}.svg`,
  price,
  ...(discountPrice ? { discountPrice } : {}),
  marks,
});

/** What the catalog suggests for the words typed; anything else: nothing. */
const ANSWERS: Record<string, CatalogSuggestions> = {
  desk: {
    products: [
      product('Walnut Desk Lamp', [[7, 11]], 1500, 1200),
      product('Oak Desk', [[4, 8]]),
      product('Standing Desk', [[9, 13]]),
      product('Desk Organiser', [[0, 4]]),
      product('Corner Desk', [[7, 11]]),
    ],
    categories: [
      { name: 'desk-accessories', count: 1, marks: [[0, 4]] },
      { name: 'office-desks', count: 12, marks: [[7, 11]] },
    ],
  },
  st: { products: [product('Steel Watch', [[0, 2]]), product('Standing Desk', [[0, 2]])], categories: [] },
  stand: { products: [product('Standing Desk', [[0, 5]])], categories: [] },
};

/**
 * The catalog endpoint as the shell's fetch reaches it: answers `/suggest?q=` from ANSWERS, recording the
 * words asked. Held: each answer waits for `release(q)`. Failing: every request fails as the network does.
 */
function fakeCatalog({ held = false, failing = false } = {}) {
  const asked: string[] = [];
  const waiting = new Map<string, () => void>();
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    expect(`${url.origin}${url.pathname}`).toBe(`${CATALOG_API}/suggest`);
    const q = url.searchParams.get('q')!;
    asked.push(q);
    if (failing) throw new TypeError('Failed to fetch');
    if (held) await new Promise<void>((resolve) => waiting.set(q, resolve));
    const body = ANSWERS[q] ?? { products: [], categories: [] };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as jest.Mock & typeof fetch;
  const release = (q: string) => act(async () => waiting.get(q)!());
  return { asked, fetchImpl, release };
}

function renderOverlay({ catalog = fakeCatalog(), catalogApiUrl = `${CATALOG_API}/`, route = '/about' } = {}) {
  const harness = createHarness({ fetch: catalog.fetchImpl, config: { catalogApiUrl } });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderShell(<WithOpener />, { harness, route });
  return { user, catalog };
}

const openSearch = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return field();
};

const field = () => screen.getByRole('combobox', { name: 'Search for products' });
/** The list the field controls, shown or not (a hidden element has no accessible name to find it by). */
const list = () => document.getElementById(field().getAttribute('aria-controls')!)!;
const options = () => within(list()).queryAllByRole('option');
const optionNames = () => options().map((o) => o.textContent);
const highlighted = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');
const announced = () => within(screen.getByRole('dialog')).getByRole('status').textContent;
const location = () => screen.getByTestId('location').textContent;
/** The wait after the last keystroke, and the catalog's answer. */
const afterDebounce = () => act(async () => jest.advanceTimersByTime(SUGGEST.debounceMs));

async function typed(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(field(), text);
  await afterDebounce();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchOverlay', () => {
  it('is a dialog whose field reads "Search for products..." and takes focus', async () => {
    const { user } = renderOverlay();
    const input = await openSearch(user);
    expect(screen.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true');
    expect(input).toHaveAttribute('placeholder', 'Search for products...');
    expect(input).toHaveFocus();
    expect(screen.getByText('Search by product name, category or price.')).toBeInTheDocument();
  });

  it('opens the product listing with the query, encoded, and closes', async () => {
    const { user } = renderOverlay();
    await user.type(await openSearch(user), '  red & blue shoes {Enter}');
    expect(location()).toBe('/products?q=red%20%26%20blue%20shoes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits from the Search button too', async () => {
    const { user } = renderOverlay({ route: '/' });
    await user.type(await openSearch(user), 'watch');
    await user.click(screen.getAllByRole('button', { name: 'Search' }).at(-1)!);
    expect(location()).toBe('/products?q=watch');
  });

  it('ignores an empty or blank query and stays open', async () => {
    const { user } = renderOverlay();
    await user.type(await openSearch(user), '   {Enter}');
    expect(location()).toBe('/about');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('closes on Escape, gives focus back, and opens empty next time', async () => {
    const { user } = renderOverlay();
    await user.type(await openSearch(user), 'lamp{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(await openSearch(user)).toHaveValue('');
  });

  it('builds the listing path', () => {
    expect(searchPath('café/bar?')).toBe('/products?q=caf%C3%A9%2Fbar%3F');
  });
});

describe('SearchOverlay suggestions', () => {
  it('is an editable combobox with list autocomplete, its list closed until the shopper types', async () => {
    const { user } = renderOverlay();
    const input = await openSearch(user);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', list().id);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(list()).not.toBeVisible();
  });

  it('asks for nothing under 2 characters', async () => {
    const { user, catalog } = renderOverlay();
    await openSearch(user);
    await typed(user, ' d ');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(catalog.asked).toEqual([]);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(announced()).toBe('');
  });

  it('lists products then categories once the shopper pauses, asking once for the words typed', async () => {
    const { user, catalog } = renderOverlay();
    await openSearch(user);
    await user.type(field(), 'desk');
    await act(async () => jest.advanceTimersByTime(SUGGEST.debounceMs - 1));
    expect(catalog.asked).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(catalog.asked).toEqual(['desk']);

    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    const found = within(within(list()).getByRole('group', { name: 'Products' })).getAllByRole('option');
    expect(found).toHaveLength(5);
    expect(found.map((o) => within(o).getAllByRole('mark').map((m) => m.textContent))).toEqual([['Desk'], ['Desk'], ['Desk'], ['Desk'], ['Desk']]);
    // As a cart line prices it: what the shopper pays, then the original struck through.
    const [lamp] = found;
    expect(lamp).toHaveAccessibleName(`Walnut Desk Lamp ${formatNaira(1200)} Original price ${formatNaira(1500)}`);
    expect(within(lamp!).getByText(`${formatNaira(1500)}`).tagName).toBe('S');
    expect(within(lamp!).getByRole('presentation', { hidden: true })).toHaveAttribute('src', 'https://img.test/16.svg');

    const categories = within(within(list()).getByRole('group', { name: 'Categories' })).getAllByRole('option');
    expect(categories.map((o) => o.textContent!.trim())).toEqual(['Desk Accessories 1 product', 'Office Desks 12 products']);
    expect(categories.map((o) => within(o).getByRole('mark').textContent)).toEqual(['Desk', 'Desk']);
    expect(announced()).toBe('5 products and 2 categories suggested');
  });

  it('says when nothing is suggested, with the list closed', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, 'zzq');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(options()).toEqual([]);
    expect(announced()).toBe('No suggestions');
  });

  it('walks the list with the arrows, wrapping, and typing leaves nothing highlighted', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, 'desk');
    expect(highlighted()).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(highlighted()).toEqual([options()[0]]);
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first: the last, a category.
    expect(field()).toHaveAttribute('aria-activedescendant', options()[6]!.id);
    expect(highlighted()).toEqual([options()[6]]);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toEqual([options()[0]]);
    expect(options().every((o) => o.hasAttribute('aria-selected'))).toBe(true);

    await user.type(field(), ' ');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(highlighted()).toEqual([]);
  });

  it('opens the highlighted product with Enter, and closes', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, 'desk');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/products/walnut-desk-lamp');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the highlighted category with Enter, and closes', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, 'desk');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/products?category=office-desks');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a suggestion clicked, the field keeping the focus until then', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, 'desk');
    await user.click(screen.getByRole('option', { name: /Standing Desk/ }));
    expect(location()).toBe('/products/standing-desk');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches with Enter and nothing highlighted, exactly as before', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, ' desk ');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/products?q=desk');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the list with the first Escape and the overlay with the second; Down opens the list again', async () => {
    const { user } = renderOverlay();
    await openSearch(user);
    await typed(user, 'desk');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('desk');
    expect(field()).toHaveFocus();
    expect(announced()).toBe('');

    await user.keyboard('{ArrowDown}');
    await afterDebounce();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/about');
  });

  it('never lets an older answer replace a newer one', async () => {
    const catalog = fakeCatalog({ held: true });
    const { user } = renderOverlay({ catalog });
    await openSearch(user);
    await typed(user, 'st');
    await typed(user, 'and');
    expect(catalog.asked).toEqual(['st', 'stand']);
    await catalog.release('stand');
    expect(optionNames()).toEqual([expect.stringContaining('Standing Desk')]);
    await catalog.release('st');
    expect(optionNames()).toEqual([expect.stringContaining('Standing Desk')]);
    expect(announced()).toBe('1 product suggested');
  });

  it('drops an older answer that arrives while the newer is still on its way', async () => {
    const catalog = fakeCatalog({ held: true });
    const { user } = renderOverlay({ catalog });
    await openSearch(user);
    await typed(user, 'st');
    await typed(user, 'and');
    await catalog.release('st');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(announced()).toBe('');
    await catalog.release('stand');
    expect(optionNames()).toEqual([expect.stringContaining('Standing Desk')]);
  });

  it('shows nothing, and says nothing, when the suggestions fail; Enter still searches', async () => {
    const catalog = fakeCatalog({ failing: true });
    const { user } = renderOverlay({ catalog });
    await openSearch(user);
    await typed(user, 'desk');
    expect(catalog.asked).toEqual(['desk']);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(options()).toEqual([]);
    expect(announced()).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/products?q=desk');
  });

  it('asks nothing when the shell names no catalog endpoint, and searches as before', async () => {
    const catalog = fakeCatalog();
    const { user } = renderOverlay({ catalog, catalogApiUrl: '' });
    await openSearch(user);
    await typed(user, 'desk');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(catalog.fetchImpl).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/products?q=desk');
  });
});
