import { render, screen } from '@testing-library/react';
import { Stars } from './Stars';

it('fills stars to the floor of the rating and names the rating', () => {
  const { container } = render(<Stars rating={3.8} />);
  expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
  expect(container.querySelectorAll('svg[data-filled="true"]')).toHaveLength(3);
  expect(container.querySelectorAll('svg')).toHaveLength(5);
});
