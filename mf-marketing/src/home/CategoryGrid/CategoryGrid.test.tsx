import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'shared-contracts/test-utils';
import { AtHome } from '../../harness/LocationProbe';
import { CategoryGrid } from './CategoryGrid';

test("'Shop By Categories' has four tiles, each linking to /catergories", () => {
  renderScreen(<CategoryGrid />);
  const section = screen.getByRole('region', { name: 'Shop By Categories' });
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Watches', 'Sunglasses', 'Bracelets', 'Necklaces']);
  for (const link of links) expect(link).toHaveAttribute('href', '/catergories');
});

test('a tile opens the categories page', async () => {
  renderScreen(
    <AtHome>
      <CategoryGrid />
    </AtHome>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Necklaces' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/catergories');
});
