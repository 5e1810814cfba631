/**
 * The shell's boundary, end to end: a remote built against other contracts puts bad payloads on the
 * page's bus. The shop's state stays as it was, nothing throws back at the remote, each bad event is
 * named once in a warning, and the next good event works.
 */
import { act, render, screen } from '@testing-library/react';
import { createBus, PlatformProvider, type ShopBus } from 'shared-contracts';
import { SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { LiveRegion } from '../layout/LiveRegion/LiveRegion';
import { ToastHost } from '../layout/Toasts/ToastHost';
import { createShellPlatform } from '../stores/create-shell-platform';
import type { KeyValueStorage } from '../stores/persistence';
import { followAppearance } from '../theme/follow-appearance';

const product = { id: 't1', name: 'Cotton Tee', image: '', price: 4500, sellerId: '000000' };
const emitAnything = (bus: ShopBus, name: string, payload?: unknown) => (bus.emit as (n: string, p?: unknown) => void)(name, payload);

/** Each bad emission a remote could make, and the one warning the shell gives for it. */
const BAD: [name: string, payload: unknown, warning: string][] = [
  ['cart:add', { product: { ...product, id: undefined }, quantity: 1 }, 'Ignored cart:add: product.id: must be text'],
  ['cart:add', { product, quantity: -2 }, 'Ignored cart:add: quantity: must be a whole number from 1'],
  ['cart:add', 'Cotton Tee', 'Ignored cart:add: must be an object'],
  ['cart:add', { product: { ...product, price: '4,500' } }, 'Ignored cart:add: product.price: must be a number'],
  ['cart:set-quantity', { productId: 't1', quantity: Number.NaN }, 'Ignored cart:set-quantity: quantity: must be a whole number from 0'],
  ['cart:remove', { id: 't1' }, 'Ignored cart:remove: productId: is required'],
  ['cart:clear', { all: true }, 'Ignored cart:clear: takes no payload'],
  ['session:set', 'garbage', 'Ignored session:set: must be an object'],
  ['session:set', { ...SAMPLE_SHOPPER, uid: null }, 'Ignored session:set: uid: is required when signed in'],
  ['session:update', { primaryInformation: { firstName: { first: 'Ada' } } }, 'Ignored session:update: primaryInformation.firstName: must be text or null'],
  ['toast', { kind: 'success', message: 42 }, 'Ignored toast: message: must be text'],
  ['toast', { kind: 'fatal', message: 'Boom' }, 'Ignored toast: kind: must be one of success, error, info, warning'],
  ['notification:add', { type: 'success', message: 'No title' }, 'Ignored notification:add: title: is required'],
  ['notification:add', { type: 'other', title: 'Win', message: 'x', actionUrl: 'javascript:alert(1)' }, 'Ignored notification:add: actionUrl: must be a shop path or an http(s) url'],
  ['notification:read', { id: { all: true } }, 'Ignored notification:read: id: must be text'],
  ['notifications:clear-all', 'now', 'Ignored notifications:clear-all: takes no payload'],
  ['announce', { message: ['Saved'] }, 'Ignored announce: message: must be text'],
  ['appearance:changed', { theme: 'neon', animations: true }, 'Ignored appearance:changed: theme: must be one of light, dark, system'],
];

function setup() {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = {
    read: (key) => data.get(key) ?? null,
    write: (key, value) => (value === null ? data.delete(key) : data.set(key, value)),
  };
  storage.write('user', JSON.stringify(SAMPLE_SHOPPER));
  const page = createBus();
  const shell = createShellPlatform(page, storage, { catalogApiUrl: 'http://shop.test/api/catalog', payment: { provider: 'sandbox' as const } }, { win: window });
  const root = document.createElement('html');
  const stopAppearance = followAppearance({ bus: page, session: shell.stores.session, storage, root, schedule: () => undefined });
  render(
    <PlatformProvider platform={shell.platform}>
      <ToastHost />
      <LiveRegion />
    </PlatformProvider>,
  );
  const snapshot = () => ({
    session: shell.stores.session.get(),
    cart: shell.stores.cart.get(),
    notifications: shell.stores.notifications.get(),
    storage: new Map(data),
    theme: root.getAttribute('data-theme'),
  });
  return { page, shell, root, snapshot, dispose: () => (stopAppearance(), shell.dispose()) };
}

let warn: jest.SpyInstance;
let cleanup: (() => void) | undefined;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup?.();
  warn.mockRestore();
});

describe('the shell at the bus boundary', () => {
  it('ignores every bad payload: no throw, no change to cart, session, notifications, storage, toasts, live region or theme', () => {
    const { page, snapshot, dispose } = setup();
    cleanup = dispose;
    act(() => page.emit('cart:add', { product, quantity: 2 }));
    const before = snapshot();

    for (const [name, payload] of BAD) {
      expect(() => act(() => emitAnything(page, name, payload))).not.toThrow();
    }

    const after = snapshot();
    expect(after.cart).toBe(before.cart);
    expect(after.session).toBe(before.session);
    expect(after.notifications).toBe(before.notifications);
    expect(after.storage).toEqual(before.storage);
    expect(after.theme).toBe(before.theme);
    expect(screen.getByTestId('live-region')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn.mock.calls.map(([message]) => message)).toEqual(BAD.map(([, , warning]) => warning));
  });

  it('keeps working after them: the next good events change the cart, the session, the theme, and show a toast', async () => {
    const { page, shell, root, dispose } = setup();
    cleanup = dispose;
    BAD.forEach(([name, payload]) => act(() => emitAnything(page, name, payload)));

    act(() => {
      page.emit('cart:add', { product, quantity: 3 });
      page.emit('session:update', { primaryInformation: { firstName: 'Adaeze' } });
      page.emit('appearance:changed', { theme: 'dark', animations: true });
      page.emit('announce', { message: 'Cart updated' });
      page.emit('toast', { kind: 'success', message: 'Added Cotton Tee to your cart.' });
    });
    expect(shell.stores.cart.get().items).toEqual([expect.objectContaining({ quantity: 3, product: expect.objectContaining({ id: 't1', total: 13500 }) })]);
    expect(shell.stores.session.get().primaryInformation?.firstName).toBe('Adaeze');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByTestId('live-region')).toHaveTextContent('Cart updated');
    expect(await screen.findByText('Added Cotton Tee to your cart.')).toBeInTheDocument();
  });

  it('keeps the toast container alive when a bad toast arrives after it has loaded', async () => {
    const { page, dispose } = setup();
    cleanup = dispose;
    act(() => page.emit('toast', { kind: 'info', message: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();

    expect(() => act(() => emitAnything(page, 'toast', { kind: 'explode', message: 'Boom' }))).not.toThrow();
    expect(() => act(() => emitAnything(page, 'toast', { kind: 'info', message: { html: '<b>x</b>' } }))).not.toThrow();
    act(() => page.emit('toast', { kind: 'error', message: 'Second' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives remotes the guarded bus: what they emit through the platform is checked too', () => {
    const { shell, dispose } = setup();
    cleanup = dispose;
    const before = shell.stores.cart.get();
    expect(() => emitAnything(shell.platform.bus, 'cart:add', { product: { ...product, id: 7 } })).not.toThrow();
    expect(shell.stores.cart.get()).toBe(before);
    expect(warn).toHaveBeenCalledWith('Ignored cart:add: product.id: must be text');
  });
});
