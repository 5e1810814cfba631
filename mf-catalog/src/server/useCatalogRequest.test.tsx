import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CatalogPage } from 'shared-contracts';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import type { CatalogApi, Carried } from './catalog-api';
import { CatalogError } from './catalog-error';
import { catalogQueryString } from './catalog-query-string';
import { useCatalogRequest, type Loadable } from './useCatalogRequest';
import { renderWithCatalog, testCatalog, testProduct } from '../testing/catalog-fixture';

const pageOf = (name: string, page = 1): CatalogPage => ({
  products: [testProduct(page, { name })],
  total: 1,
  page,
  pages: 2,
  facets: { categories: [], price: { min: 101, max: 101 } },
});
/** What the page's HTML carried, and what the network answers later, for page 1 and page 2 of everything. */
const CARRIED_1 = pageOf('Carried Lamp');
const CARRIED_2 = pageOf('Carried Chair', 2);
const NETWORK_1 = pageOf('Network Lamp');
const NETWORK_2 = pageOf('Network Chair', 2);
const KEY_1 = catalogQueryString(ALL_PRODUCTS);
const KEY_2 = catalogQueryString({ ...ALL_PRODUCTS, page: 2 });

/**
 * A catalog whose page requests the test answers or fails one at a time (`asked`, by query string, in order),
 * and which carries `carried` by query string, as the http api reads a page's HTML.
 */
function answeredByHand(carried: Record<string, Carried<CatalogPage>> = {}) {
  const asked: { key: string; answer: (page: CatalogPage) => Promise<void>; fail: (error?: Error) => Promise<void> }[] = [];
  const catalog: CatalogApi = {
    ...testCatalog([]),
    page(query) {
      let resolve!: (page: CatalogPage) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<CatalogPage>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // Awaiting the same promise after settling it lets the hook's own handler, registered first, run.
      asked.push({
        key: catalogQueryString(query),
        answer: (page) =>
          act(async () => {
            resolve(page);
            await promise;
          }),
        fail: (error = new CatalogError('The catalog cannot be reached')) =>
          act(async () => {
            reject(error);
            await promise.catch(() => undefined);
          }),
      });
      return promise;
    },
    carried: { page: (query) => carried[catalogQueryString(query)], categories: () => undefined, bySlug: () => undefined },
  };
  return { catalog, asked, keys: () => asked.map((a) => a.key) };
}

/** Every state the hook gave, render by render. */
let seen: string[] = [];
const describeState = (state: Loadable<CatalogPage>) =>
  state.status === 'ready' ? `ready: ${state.value.products.map((p) => p.name).join(', ')}` : state.status;

/** The listing's use of the hook: one page of everything, with a button to the other page. */
function Pages() {
  const [page, setPage] = useState(1);
  const query = { ...ALL_PRODUCTS, page };
  const result = useCatalogRequest(catalogQueryString(query), (api) => api.page(query), (api) => api.carried?.page(query));
  seen.push(describeState(result));
  return (
    <>
      <button type="button" onClick={() => setPage(page === 1 ? 2 : 1)}>
        {page === 1 ? 'Page 2' : 'Page 1'}
      </button>
      {result.status === 'loading' && <p role="status">Loading</p>}
      {result.status === 'error' && (
        <div role="alert">
          {result.error.message}
          <button type="button" onClick={result.retry}>
            Retry
          </button>
        </div>
      )}
      {result.status === 'ready' && (
        <ul aria-label="Products">
          {result.value.products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function renderPages(catalog: CatalogApi) {
  const user = userEvent.setup();
  renderWithCatalog(<Pages />, { catalog });
  return user;
}

/** Lets anything the first render set going (a request's promise) settle. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  seen = [];
});

it('without a carried answer, is loading at first and asks the network (the baseline)', async () => {
  const { catalog, keys, asked } = answeredByHand();
  renderPages(catalog);
  expect(seen[0]).toBe('loading');
  expect(keys()).toEqual([KEY_1]);
  await asked[0]!.answer(NETWORK_1);
  expect(screen.getByText('Network Lamp')).toBeInTheDocument();
});

it('shows a fresh carried answer at its first render, and asks nothing', async () => {
  const { catalog, keys } = answeredByHand({ [KEY_1]: { value: CARRIED_1, stale: false } });
  renderPages(catalog);
  expect(seen[0]).toBe('ready: Carried Lamp');
  await settle();
  expect(keys()).toEqual([]);
  expect(screen.getByText('Carried Lamp')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(new Set(seen)).toEqual(new Set(['ready: Carried Lamp']));
});

describe('a stale carried answer', () => {
  it('is shown at first render, asked for once, and replaced in place, never loading in between', async () => {
    const { catalog, keys, asked } = answeredByHand({ [KEY_1]: { value: CARRIED_1, stale: true } });
    renderPages(catalog);
    expect(seen[0]).toBe('ready: Carried Lamp');
    await settle();
    expect(keys()).toEqual([KEY_1]);
    expect(screen.getByText('Carried Lamp')).toBeInTheDocument();

    await asked[0]!.answer(NETWORK_1);
    expect(screen.getByText('Network Lamp')).toBeInTheDocument();
    expect(screen.queryByText('Carried Lamp')).not.toBeInTheDocument();
    expect(keys()).toEqual([KEY_1]);
    expect(new Set(seen)).toEqual(new Set(['ready: Carried Lamp', 'ready: Network Lamp']));
  });

  it('stays, with no error and no Retry, when asking for it again fails', async () => {
    const { catalog, keys, asked } = answeredByHand({ [KEY_1]: { value: CARRIED_1, stale: true } });
    renderPages(catalog);
    await asked[0]!.fail();
    expect(screen.getByText('Carried Lamp')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set(['ready: Carried Lamp']));
    expect(keys()).toEqual([KEY_1]);
  });

  it('is not replaced by its new answer once the shopper has moved on', async () => {
    const { catalog, keys, asked } = answeredByHand({ [KEY_1]: { value: CARRIED_1, stale: true } });
    const user = renderPages(catalog);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(keys()).toEqual([KEY_1, KEY_2]);
    await asked[0]!.answer(NETWORK_1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Network Lamp')).not.toBeInTheDocument();
    await asked[1]!.answer(NETWORK_2);
    expect(screen.getByText('Network Chair')).toBeInTheDocument();
  });
});

it('stands for the first request only: another page, and coming back to the first, ask the network', async () => {
  // The HTML carries both pages: only the first request may use what it carried.
  const { catalog, keys, asked } = answeredByHand({ [KEY_1]: { value: CARRIED_1, stale: false }, [KEY_2]: { value: CARRIED_2, stale: false } });
  const user = renderPages(catalog);
  expect(screen.getByText('Carried Lamp')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByText('Carried Chair')).not.toBeInTheDocument();
  expect(keys()).toEqual([KEY_2]);
  await asked[0]!.answer(NETWORK_2);
  expect(screen.getByText('Network Chair')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByText('Carried Lamp')).not.toBeInTheDocument();
  expect(keys()).toEqual([KEY_2, KEY_1]);
  await asked[1]!.answer(NETWORK_1);
  expect(screen.getByText('Network Lamp')).toBeInTheDocument();
});

it('asks the network again on Retry after an error, never falling back on what was carried', async () => {
  const { catalog, keys, asked } = answeredByHand({ [KEY_1]: { value: CARRIED_1, stale: false } });
  const user = renderPages(catalog);
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await asked[0]!.fail();
  expect(screen.getByRole('alert')).toHaveTextContent('The catalog cannot be reached');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(keys()).toEqual([KEY_2, KEY_2]);
  await asked[1]!.answer(NETWORK_2);
  expect(screen.getByText('Network Chair')).toBeInTheDocument();

  // Back on the first page, whose carried answer was used: a failure there is retried on the network too.
  await user.click(screen.getByRole('button', { name: 'Page 1' }));
  await asked[2]!.fail();
  expect(screen.queryByText('Carried Lamp')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(keys()).toEqual([KEY_2, KEY_2, KEY_1, KEY_1]);
  await asked[3]!.answer(NETWORK_1);
  expect(screen.getByText('Network Lamp')).toBeInTheDocument();
});
