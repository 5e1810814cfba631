import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { MobileMenu } from './MobileMenu';

describe('MobileMenu', () => {
  it('opens a side menu titled Menu listing Shop, Collections and About', async () => {
    renderShell(<MobileMenu />, { viewport: { width: 375 } });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Shop', '/shop'],
      ['Collections', '/collections'],
      ['About', '/about'],
    ]);
  });

  it('goes to the chosen page and closes', async () => {
    renderShell(<MobileMenu />, { viewport: { width: 375 } });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Collections' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/collections');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and on its close button, giving focus back to the menu button', async () => {
    renderShell(<MobileMenu />, { viewport: { width: 375 } });
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
