import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'shared-contracts/test-utils';
import { AtHome } from '../../harness/LocationProbe';
import { PromoCards } from './PromoCards';

test.each([
  ['Winter Jackets', '/products?q=winter%20jacket'],
  ['Office Chairs', '/products?q=office%20chair'],
  ['Wireless Headphones', '/products?q=wireless%20headphones'],
])('SHOP NOW on %s opens the listing searched for it', async (title, url) => {
  renderScreen(
    <AtHome>
      <PromoCards />
    </AtHome>,
  );
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  const shopNow = screen.getByRole('link', { name: `SHOP NOW: ${title}` });
  expect(shopNow).toHaveTextContent('SHOP NOW');
  await userEvent.click(shopNow);
  expect(screen.getByTestId('location')).toHaveTextContent(url);
});

test('every card has a sized, described picture', () => {
  renderScreen(<PromoCards />);
  const images = screen.getAllByRole('img');
  expect(images).toHaveLength(3);
  for (const image of images) {
    expect(image).toHaveAccessibleName();
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  }
});
