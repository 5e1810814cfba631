import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { IdentityError, type ToastMessage } from 'shared-contracts';
import { createHarness, HARNESS_GOOGLE_USER, SAMPLE_SHOPPER, createMemoryAccountStore, createMemoryIdentity } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Register } from './Register';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const renderRegister = (harness = createHarness(), route = '/register') => {
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(
    <Routes>
      <Route path="/register" element={<Register />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { harness, route },
  );
  return { harness, toasts };
};

describe('Register (/register)', () => {
  it('shows the sign-up card: title, Google, Facebook coming soon, the switch link and footer links', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    const facebook = screen.getByRole('button', { name: 'Continue with Facebook Coming soon' });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    expect(facebook).toHaveAccessibleDescription('Coming soon');
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('navigation', { name: 'About signing in' });
    expect(footer).toHaveTextContent('Terms of ServicePrivacy PolicyHelp');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
    expect(document.getElementById('privacy')).toHaveTextContent('Only you can read your account');
  });

  it('does nothing when the unavailable Facebook button is pressed', async () => {
    const { toasts, harness } = renderRegister();
    await userEvent.click(screen.getByRole('button', { name: /Continue with Facebook/ }));
    expect(toasts).toEqual([]);
    expect(harness.stores.session.get().isLoggedIn).toBe(false);
  });

  it('creates the account, signs the shopper in, says so and goes to /shop', async () => {
    const accounts = createMemoryAccountStore();
    const { harness, toasts } = renderRegister(createHarness({ accounts }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/));
    expect(harness.stores.session.get()).toMatchObject({ uid: HARNESS_GOOGLE_USER.uid, isLoggedIn: true });
    expect(toasts).toEqual([{ kind: 'success', message: 'Your Oja Express account was created successfully!', durationMs: 2000 }]);
    expect(await accounts.read(HARNESS_GOOGLE_USER.uid)).not.toBeNull();
  });

  it('returns to the page named in ?next= and keeps it on the switch link', async () => {
    renderRegister(createHarness(), '/register?next=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
  });

  it('says it is busy and takes one sign-up at a time', async () => {
    let finish!: () => void;
    const identity = createMemoryIdentity([HARNESS_GOOGLE_USER]);
    const signIn = identity.signInWithGoogle;
    const calls = jest.fn();
    identity.signInWithGoogle = () => {
      calls();
      return new Promise((resolve) => (finish = () => resolve(signIn())));
    };
    renderRegister(createHarness({ identity }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(calls).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop'));
  });

  it('keeps a shopper on the page with the message when sign-up fails', async () => {
    const accounts = { ...createMemoryAccountStore(), create: () => Promise.reject(new Error('quota')) };
    const { harness, toasts } = renderRegister(createHarness({ accounts }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'There was an error creating your Oja Express account. Please try again.', durationMs: 4000 },
      ]),
    );
    expect(harness.stores.session.get().isLoggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
  });

  it('explains a closed pop-up gently and stays', async () => {
    const identity = createMemoryIdentity([HARNESS_GOOGLE_USER]);
    identity.failNext(new IdentityError('cancelled'));
    const { toasts } = renderRegister(createHarness({ identity }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'info', message: expect.stringContaining('cancelled') }));
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('sends a shopper who is already signed in on to the shop', () => {
    renderRegister(createHarness({ session: SAMPLE_SHOPPER }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });
});
