import { render, screen } from '@testing-library/react';
import { PageHero } from './PageHero';

test('shows the page title as its one h1, with the text and an optional picture', () => {
  const { rerender } = render(<PageHero title="Our Collections" text="Explore." />);
  expect(screen.getByRole('heading', { level: 1, name: 'Our Collections' })).toBeInTheDocument();
  expect(screen.getByText('Explore.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  rerender(<PageHero title="About" eyebrow="Who we are" text="Hi" image={{ src: 'a.svg', alt: 'A market stall', width: 560, height: 400 }} />);
  expect(screen.getByText('Who we are')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'A market stall' })).toHaveAttribute('width', '560');
});
