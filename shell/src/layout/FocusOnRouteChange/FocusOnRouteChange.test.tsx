import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { FocusOnRouteChange } from './FocusOnRouteChange';

function Late() {
  const [shown, setShown] = useState(false);
  return shown ? <h1>Products</h1> : <button onClick={() => setShown(true)}>arrive</button>;
}

function Shop() {
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <button onClick={() => navigate('/about')}>About</button>
        <button onClick={() => navigate('/products')}>Products</button>
      </nav>
      <FocusOnRouteChange />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/about" element={<h1>About Oja Express</h1>} />
          <Route path="/products" element={<Late />} />
          <Route path="/orders/:status" element={<Orders />} />
        </Routes>
      </main>
    </>
  );
}

function Orders() {
  const navigate = useNavigate();
  return (
    <>
      <h1>My Orders</h1>
      <button onClick={() => navigate('/orders/sealed')}>Sealed</button>
    </>
  );
}

const renderShop = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Shop />
    </MemoryRouter>,
  );

describe('FocusOnRouteChange', () => {
  it('leaves focus alone on the first load', () => {
    renderShop();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page’s heading after a link outside the page', () => {
    renderShop();
    const link = screen.getByRole('button', { name: 'About' });
    link.focus();
    act(() => link.click());
    expect(screen.getByRole('heading', { name: 'About Oja Express' })).toHaveFocus();
  });

  it('waits for a screen that is still loading, then focuses its heading', async () => {
    renderShop();
    act(() => screen.getByRole('button', { name: 'Products' }).click());
    expect(document.activeElement).not.toBe(screen.queryByRole('heading'));
    // The observer hears the new heading in a microtask.
    await act(async () => screen.getByRole('button', { name: 'arrive' }).click());
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveFocus();
  });

  it('keeps focus on a tab of the same screen that changed the path', () => {
    renderShop('/orders/paid');
    const tab = screen.getByRole('button', { name: 'Sealed' });
    tab.focus();
    act(() => tab.click());
    expect(tab).toHaveFocus();
  });
});
