import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderShell } from '../../testing/render-shell';
import { SearchOverlay, searchPath } from './SearchOverlay';

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

const openSearch = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.getByRole('searchbox', { name: 'Search for products' });
};

describe('SearchOverlay', () => {
  it('is a dialog whose field reads "Search for products..." and takes focus', async () => {
    renderShell(<WithOpener />);
    const input = await openSearch();
    expect(screen.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true');
    expect(input).toHaveAttribute('placeholder', 'Search for products...');
    expect(input).toHaveFocus();
  });

  it('opens the product listing with the query, encoded, and closes', async () => {
    renderShell(<WithOpener />, { route: '/about' });
    const input = await openSearch();
    await userEvent.type(input, '  red & blue shoes {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=red%20%26%20blue%20shoes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits from the Search button too', async () => {
    renderShell(<WithOpener />);
    const input = await openSearch();
    await userEvent.type(input, 'watch');
    await userEvent.click(screen.getAllByRole('button', { name: 'Search' }).at(-1)!);
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=watch');
  });

  it('ignores an empty or blank query and stays open', async () => {
    renderShell(<WithOpener />, { route: '/about' });
    const input = await openSearch();
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('closes on Escape, gives focus back, and opens empty next time', async () => {
    renderShell(<WithOpener />);
    const input = await openSearch();
    await userEvent.type(input, 'lamp{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(await openSearch()).toHaveValue('');
  });

  it('builds the listing path', () => {
    expect(searchPath('café/bar?')).toBe('/products?q=caf%C3%A9%2Fbar%3F');
  });
});
