import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'shared-contracts/test-utils';
import { AtHome } from '../harness/LocationProbe';
import { Collections } from './Collections';

test('shows the hero and three collection cards with picture and description', () => {
  renderScreen(<Collections />);
  expect(screen.getByRole('heading', { level: 1, name: 'Our Collections' })).toBeInTheDocument();
  expect(screen.getByText('Explore curated collections crafted for every lifestyle.')).toBeInTheDocument();
  for (const title of ['Summer Essentials', 'Modern Classics', 'Sustainable Line']) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  const images = screen.getAllByRole('img');
  expect(images).toHaveLength(3);
  images.forEach((image) => expect(image).toHaveAccessibleName());
});

test.each([
  ['Summer Essentials', '/products?q=summer'],
  ['Modern Classics', '/products?q=classic'],
  ['Sustainable Line', '/products?q=bamboo'],
])("%s's Shop Now opens the listing searched for it", async (title, url) => {
  renderScreen(
    <AtHome>
      <Collections />
    </AtHome>,
  );
  const link = screen.getByRole('link', { name: `Shop Now: ${title}` });
  expect(link).toHaveTextContent('Shop Now');
  await userEvent.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent(url);
});
