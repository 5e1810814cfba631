import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../../app/RequireSignIn';
import { renderShell } from '../../testing/render-shell';
import { SignOutOnArrival } from './use-sign-out';
import { UserMenu } from './UserMenu';

const signedIn = () => createHarness({ session: SAMPLE_SHOPPER });
const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
  return screen.getByRole('menu');
};
const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((i) => i.textContent);

describe('UserMenu (desktop)', () => {
  it('offers a visitor Continue as Guest, Create Account and Sign In', async () => {
    renderShell(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(itemNames(menu)).toEqual(['Continue as Guest', 'Create Account', 'Sign In']);
    expect(within(menu).getByRole('menuitem', { name: 'Continue as Guest' })).toHaveAttribute('href', '/guest');
    expect(within(menu).getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('welcomes a signed-in user by first name and offers the account entries', async () => {
    renderShell(<UserMenu />, { harness: signedIn() });
    const menu = await openMenu();
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Welcome, Ada' })).toBe(menu);
    expect(itemNames(menu)).toEqual(['My Account', 'My Orders', 'Notifications', 'Create Items', 'Settings', 'Sign Out']);
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.getAttribute('href'));
    expect(hrefs).toEqual(['/account', '/orders/all', '/notifications', '/create', '/settings', null]);
  });

  it('shows the initials of a signed-in user on the button, and names it with them', () => {
    renderShell(<UserMenu />, { harness: signedIn() });
    expect(screen.getByRole('button', { name: 'Account menu, AO' })).toHaveTextContent('AO');
  });

  it('goes where the chosen entry leads and closes', async () => {
    renderShell(<UserMenu />, { harness: signedIn(), route: '/shop' });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/all');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu, AO' })).toHaveFocus();
  });

  it('signs out: clears the session, the cart and the wishlist, signs out of the identity provider and goes home', async () => {
    const harness = signedIn();
    const signOut = jest.spyOn(harness.platform.identity!, 'signOut');
    harness.stores.cart.dispatch({ type: 'add', product: { id: 'p1', name: 'Kettle', image: '', price: 100, sellerId: '000000', slug: 'kettle' } });
    localStorage.setItem('wishlist', JSON.stringify([{ id: 'p2', name: 'Vase', slug: 'vase', image: '', price: 50 }]));
    const toasts: unknown[] = [];
    harness.bus.on('toast', (toast) => toasts.push(toast));
    // From a signed-in-only page, as the shell shows it: Sign Out lands home, not on /login.
    renderShell(
      <>
        <UserMenu />
        <SignOutOnArrival />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/account" element={<RequireSignIn><p>My Account</p></RequireSignIn>} />
        </Routes>
      </>,
      { harness, route: '/account' },
    );
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(harness.stores.session.get().isLoggedIn).toBe(false);
    expect(harness.stores.cart.get().items).toEqual([]);
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderShell(<UserMenu />);
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderShell(
      <>
        <p>Elsewhere</p>
        <UserMenu />
      </>,
    );
    await openMenu();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves between entries with the arrow keys, Home and End, wrapping round', async () => {
    renderShell(<UserMenu />);
    await openMenu();
    const [guest, create, signIn] = screen.getAllByRole('menuitem');
    expect(guest).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(create).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(guest).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(signIn).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(guest).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(signIn).toHaveFocus();
  });

  it('opens from the keyboard: ArrowDown to the first entry, ArrowUp to the last', async () => {
    renderShell(<UserMenu />);
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Continue as Guest' })).toHaveFocus();
  });
});

describe('UserMenu (768 px or less)', () => {
  it('opens a modal titled Account with the same entries', async () => {
    renderShell(<UserMenu />, { harness: signedIn(), viewport: { width: 375 } });
    const button = screen.getByRole('button', { name: 'Account menu, AO' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Welcome, Ada')).toBeInTheDocument();
    const names = [...within(dialog).getAllByRole('link'), ...within(dialog).getAllByRole('button', { name: 'Sign Out' })].map(
      (el) => el.textContent,
    );
    expect(names).toEqual(['My Account', 'My Orders', 'Notifications', 'Create Items', 'Settings', 'Sign Out']);
  });
});
