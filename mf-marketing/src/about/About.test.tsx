import { screen, within } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/test-utils';
import { About } from './About';

test('has the hero and every section the About page promises', () => {
  renderScreen(<About />);
  expect(screen.getByRole('heading', { level: 1, name: 'About Oja Express' })).toBeInTheDocument();
  for (const name of ['Our Story', 'Our Mission', 'Our Vision', 'Our Values', 'What We Do']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
});

test('What We Do lists the marketplace, logistics, and tracking with safe payments', () => {
  renderScreen(<About />);
  const items = within(screen.getByRole('region', { name: 'What We Do' })).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent(/marketplace/i);
  expect(items[1]).toHaveTextContent(/shipping, delivery and courier/i);
  expect(items[2]).toHaveTextContent(/tracking/i);
  expect(items[2]).toHaveTextContent(/safe payments|secure, verified payments/i);
});

test('the values say something of their own, not the vision again', () => {
  renderScreen(<About />);
  const vision = screen.getByRole('region', { name: 'Our Vision' }).querySelector('p')!.textContent!;
  const values = screen.getByRole('region', { name: 'Our Values' });
  expect(within(values).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  expect(values.textContent).not.toContain(vision);
});

test('ends with a way to start shopping (the shell’s footer follows on every page)', () => {
  renderScreen(<About />);
  expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
});
