import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ToastMessage } from 'shared-contracts';
import { newAccountDocument } from 'shared-contracts/core';
import {
  createHarness,
  HARNESS_GOOGLE_USER,
  createMemoryIdentity,
  createMemoryAccountStore,
} from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Login } from './Login';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

const withAccount = () =>
  createHarness({
    accounts: createMemoryAccountStore({ [HARNESS_GOOGLE_USER.uid]: newAccountDocument(HARNESS_GOOGLE_USER, new Date()) }),
  });

const renderLogin = (harness = createHarness(), route = '/login') => {
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { harness, route },
  );
  return { harness, toasts };
};

describe('Login (/login)', () => {
  it('shows Welcome Back, Google, Facebook coming soon and the way to sign up', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Facebook/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms');
  });

  it('has the identity provider load ahead of the click, so its pop-up is not blocked', () => {
    const harness = createHarness();
    const preload = jest.fn();
    harness.platform.identity!.preload = preload;
    renderLogin(harness);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("signs in a shopper with an account, says 'Welcome back' with the first name and goes to /shop", async () => {
    const { harness, toasts } = renderLogin(withAccount());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/));
    expect(toasts).toEqual([{ kind: 'success', message: 'Welcome back Tolu', durationMs: 2000 }]);
    expect(harness.stores.session.get()).toMatchObject({
      uid: HARNESS_GOOGLE_USER.uid,
      isLoggedIn: true,
      primaryInformation: { firstName: 'Tolu', lastName: 'Adeyemi', userType: 'user' },
    });
  });

  it('goes back to the page that sent the shopper to sign in', async () => {
    renderLogin(withAccount(), '/login?next=%2Forders%2Fpaid');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/paid$/));
  });

  it('refuses to leave the site through ?next=', async () => {
    renderLogin(withAccount(), '/login?next=%2F%2Fevil.example');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/));
  });

  it('tells a shopper with no account to sign up first, and signs nobody in', async () => {
    const identity = createMemoryIdentity([HARNESS_GOOGLE_USER]);
    const { harness, toasts } = renderLogin(createHarness({ identity }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'User account does not exist. Please sign up first', durationMs: 4000 }]),
    );
    expect(harness.stores.session.get().isLoggedIn).toBe(false);
    expect(identity.current).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("says 'Error logging in' when the account store fails", async () => {
    const accounts = { ...createMemoryAccountStore(), read: () => Promise.reject(new Error('offline')) };
    const { toasts } = renderLogin(createHarness({ accounts }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Error logging in', durationMs: 4000 }]));
  });
});
