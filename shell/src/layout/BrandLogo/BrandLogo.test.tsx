import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { BrandLogo } from './BrandLogo';

describe('BrandLogo', () => {
  it('shows the shop name and leads home', async () => {
    renderShell(<BrandLogo />, { route: '/shop' });
    const link = screen.getByRole('link', { name: 'Oja Express home' });
    expect(link).toHaveTextContent('Oja Express');
    expect(link).toHaveAttribute('href', '/');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
