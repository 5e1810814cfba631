import { screen } from '@testing-library/react';
import { CONTRACTS_VERSION, type ToastMessage } from 'shared-contracts';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { ScreenLoaderContext, type ScreenLoader } from '../federation/remote-loader-context';
import { renderShell } from '../testing/render-shell';
import { AppRoutes } from './AppRoutes';

const loader: jest.MockedFunction<ScreenLoader> = jest.fn(async (remote, module) => ({
  default: () => <h1>{`${remote} ${module}`}</h1>,
  contractsVersion: CONTRACTS_VERSION,
}));

function renderAt(route: string, harness = createHarness()) {
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderShell(
    <ScreenLoaderContext.Provider value={loader}>
      <AppRoutes />
    </ScreenLoaderContext.Provider>,
    { route, harness },
  );
  return toasts;
}

beforeEach(() => loader.mockClear());

describe('AppRoutes: pages for signed-in shoppers (SPEC §6)', () => {
  it.each(['/checkout', '/account', '/settings', '/create', '/notifications', '/orders/paid', '/orders/all'])(
    'sends a visitor from %s to /login, telling them to log in, and will bring them back',
    async (path) => {
      const toasts = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'mf_account Login' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(path)}`);
      expect(toasts).toEqual([{ kind: 'error', message: 'Please log in to your account.', durationMs: 4000 }]);
      expect(loader.mock.calls.map(([, module]) => module)).toEqual(['Login']);
    },
  );

  it('shows those pages to a signed-in shopper', async () => {
    const toasts = renderAt('/settings', createHarness({ session: SAMPLE_SHOPPER }));
    expect(await screen.findByRole('heading', { name: 'mf_account Settings' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it.each(['/', '/products', '/shop', '/guest', '/products/cotton-tee', '/catergories', '/login', '/register', '/about'])(
    'lets a visitor browse %s',
    async (path) => {
      const toasts = renderAt(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      expect(toasts).toEqual([]);
    },
  );
});
