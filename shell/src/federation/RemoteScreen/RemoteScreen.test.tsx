import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { CONTRACTS_VERSION, useCart } from 'shared-contracts';
import { createHarness, HarnessProvider } from 'shared-contracts/testing';
import { IncompatibleRemoteError, type RemoteScreenModule } from '../load-remote-screen';
import { ScreenLoaderContext, type ScreenLoader } from '../remote-loader-context';
import { RemoteScreen } from './RemoteScreen';

/** A promise the test settles when it wants, to see the loading state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function CatalogScreen() {
  const cart = useCart();
  return <h1>Catalog screen ({cart.items.length} in cart)</h1>;
}
const moduleOf = (Screen: RemoteScreenModule['default']): RemoteScreenModule => ({ default: Screen, contractsVersion: CONTRACTS_VERSION });

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Go to {to}
    </button>
  );
}

function renderArea(loader: ScreenLoader, route = '/products') {
  const harness = createHarness();
  const result = render(
    <HarnessProvider harness={harness}>
      <ScreenLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[route]}>
          <nav aria-label="Shop">
            <GoTo to="/shop" />
          </nav>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            {['/products', '/shop'].map((path) => (
              <Route key={path} path={path} element={<RemoteScreen key="catalog" remote="mf_catalog" module="ProductList" area="The catalog" />} />
            ))}
          </Routes>
        </MemoryRouter>
      </ScreenLoaderContext.Provider>
    </HarnessProvider>,
  );
  return { ...result, harness };
}

const panel = () => screen.getByRole('alert');
const expectPanel = async (area = 'The catalog') => {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(`${area} is temporarily unavailable`);
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  return alert;
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report render errors on the console; the tests assert what the shopper sees.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteScreen', () => {
  it('shows the loading status, then the screen with the platform around it', async () => {
    const pending = deferred<RemoteScreenModule>();
    const loader = jest.fn<Promise<RemoteScreenModule>, [string, string]>(() => pending.promise);
    const { harness } = renderArea(loader);

    expect(screen.getByRole('status', { name: 'Loading The catalog' })).toHaveAttribute('aria-busy', 'true');
    expect(loader).toHaveBeenCalledWith('mf_catalog', 'ProductList');

    await act(async () => pending.resolve(moduleOf(CatalogScreen)));
    expect(screen.getByRole('heading', { name: 'Catalog screen (0 in cart)' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();

    act(() => harness.bus.emit('cart:add', { product: { id: 'p', name: 'P', image: '', price: 1, sellerId: '000000' } }));
    expect(screen.getByRole('heading', { name: 'Catalog screen (1 in cart)' })).toBeInTheDocument();
  });

  it('shows the unavailable panel with Retry and Go to home when the remote cannot be loaded', async () => {
    const loader = jest.fn(() => Promise.reject(new Error('RUNTIME-003 Failed to get manifest')));
    renderArea(loader);
    const alert = await expectPanel();
    expect(alert).toHaveTextContent('Your cart and everything else still work.');
    // The rest of the page is untouched.
    expect(screen.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument();
  });

  it('Retry calls the loader again and shows the screen when it now works', async () => {
    const user = userEvent.setup();
    const loader = jest
      .fn<Promise<RemoteScreenModule>, [string, string]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(moduleOf(CatalogScreen));
    renderArea(loader);
    await expectPanel();

    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Catalog screen/ })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the panel when Retry fails again', async () => {
    const user = userEvent.setup();
    const loader = jest.fn(() => Promise.reject(new Error('still down')));
    renderArea(loader);
    await expectPanel();
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    await expectPanel();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('puts focus on the panel when a keyboard Retry fails again, and leaves focus alone otherwise', async () => {
    const user = userEvent.setup();
    renderArea(jest.fn(() => Promise.reject(new Error('still down'))));
    await expectPanel();
    within(panel()).getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    const alert = await expectPanel();
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Go to /shop' }));
    await expectPanel();
    expect(screen.getByRole('button', { name: 'Go to /shop' })).toHaveFocus();
  });

  it('Go to home leaves the failed area', async () => {
    const user = userEvent.setup();
    renderArea(jest.fn(() => Promise.reject(new Error('down'))));
    await expectPanel();
    await user.click(within(panel()).getByRole('link', { name: 'Go to home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the same panel for a screen that throws while rendering, and Retry recovers once it stops', async () => {
    const user = userEvent.setup();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render bug');
      return <h1>Recovered screen</h1>;
    }
    const loader = jest.fn(async () => moduleOf(Flaky));
    renderArea(loader);
    await expectPanel();
    expect(screen.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument();

    broken = false;
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered screen' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the panel for a remote built against an incompatible contracts version', async () => {
    const loader = jest.fn(() => Promise.reject(new IncompatibleRemoteError('mf_catalog/ProductList', '2.0.0')));
    renderArea(loader);
    const alert = await expectPanel();
    expect(alert).toHaveTextContent('This part of the shop is being updated.');
  });

  it('tries again when the shopper goes to another page of the same remote after a failed load', async () => {
    const user = userEvent.setup();
    const loader = jest
      .fn<Promise<RemoteScreenModule>, [string, string]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(moduleOf(CatalogScreen));
    renderArea(loader);
    await expectPanel();

    await user.click(screen.getByRole('button', { name: 'Go to /shop' }));
    expect(await screen.findByRole('heading', { name: /Catalog screen/ })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('renders again when the shopper goes to another page of the same remote after a render failure', async () => {
    const user = userEvent.setup();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render bug');
      return <h1>Recovered screen</h1>;
    }
    renderArea(jest.fn(async () => moduleOf(Flaky)));
    await expectPanel();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Go to /shop' }));
    expect(await screen.findByRole('heading', { name: 'Recovered screen' })).toBeInTheDocument();
  });

  it('does not reload a working screen when the shopper moves between its pages', async () => {
    const user = userEvent.setup();
    const loader = jest.fn(async () => moduleOf(CatalogScreen));
    renderArea(loader);
    await screen.findByRole('heading', { name: /Catalog screen/ });
    await user.click(screen.getByRole('button', { name: 'Go to /shop' }));
    expect(screen.getByRole('heading', { name: /Catalog screen/ })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('needs a loader provider', () => {
    expect(() =>
      render(
        <MemoryRouter>
          <RemoteScreen remote="mf_catalog" module="ProductList" area="The catalog" />
        </MemoryRouter>,
      ),
    ).toThrow('RemoteScreen needs a ScreenLoaderContext provider');
  });
  it('paints a module loaded ahead (a link was hovered) at once, with no loading placeholder', () => {
    const mod = moduleOf(CatalogScreen);
    const loader: ScreenLoader = Object.assign(jest.fn(() => Promise.resolve(mod)), { peek: () => mod });
    renderArea(loader);
    expect(screen.getByRole('heading', { name: 'Catalog screen (0 in cart)' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading The catalog' })).not.toBeInTheDocument();
  });
});
