import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { Footer } from './Footer';

test.each(['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn', 'GitHub'])(
  'the %s link opens the brand page in a new tab, safely',
  (name) => {
    renderShell(<Footer />);
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+ojaexpress$/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
);

test('lists the site links at their paths', () => {
  renderShell(<Footer />);
  const nav = screen.getByRole('navigation', { name: 'Footer' });
  const hrefs = Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );
  expect(hrefs).toEqual({
    'About Us': '/aboutus',
    Careers: '/careers',
    Blog: '/more/blog',
    FAQ: '/contact#faq',
    Contact: '/contact',
    'Privacy Policy': '/privacy-policy',
    'Terms and Conditions': '/terms-and-condition',
  });
});

test('a site link navigates inside the shop', async () => {
  renderShell(<Footer />);
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
});

test('the copyright line carries the current year', () => {
  jest.useFakeTimers({ now: new Date('2031-03-01T10:00:00Z') });
  try {
    renderShell(<Footer />);
    expect(screen.getByText('© 2031 Oja Express. All rights reserved.')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
