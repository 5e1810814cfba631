import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THUMBNAILS_MAX } from '../product-page-constants';
import { PLACEHOLDER_IMAGE } from '../../shared/ProductImage/placeholder';
import { Gallery } from './Gallery';
import { galleryImages } from './gallery-images';

const pictures = (n: number) => Array.from({ length: n }, (_, i) => `https://img.test/oak/${i + 1}.svg`);
const thumbnails = () => screen.getAllByRole('button', { name: /^Show image \d of \d$/ });
const mainImage = () => screen.getByRole('img', { name: /^Oak Table/ });
const pictureIn = (button: HTMLElement) => button.querySelector('img')!;

it('keeps at most four thumbnails of a longer images list', () => {
  render(<Gallery name="Oak Table" images={galleryImages({ image: 'x.svg', images: pictures(6) })} />);
  expect(THUMBNAILS_MAX).toBe(4);
  expect(thumbnails()).toHaveLength(4);
  expect(thumbnails().map((b) => pictureIn(b).getAttribute('src'))).toEqual(pictures(4));
});

it('shows the selected thumbnail as the main image', async () => {
  const user = userEvent.setup();
  render(<Gallery name="Oak Table" images={pictures(3)} />);
  const [first, second] = thumbnails();
  expect(mainImage()).toHaveAttribute('src', pictures(3)[0]);
  expect(mainImage()).toHaveAccessibleName('Oak Table, image 1 of 3');
  expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(second).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));

  expect(mainImage()).toHaveAttribute('src', pictures(3)[1]);
  expect(mainImage()).toHaveAccessibleName('Oak Table, image 2 of 3');
  expect(first).toHaveAttribute('aria-pressed', 'false');
  expect(second).toHaveAttribute('aria-pressed', 'true');
});

it('moves between thumbnails with the arrow keys, wrapping at the ends', () => {
  render(<Gallery name="Oak Table" images={pictures(3)} />);
  const [first, , third] = thumbnails();
  fireEvent.keyDown(first!, { key: 'ArrowLeft' });
  expect(third).toHaveFocus();
  expect(third).toHaveAttribute('aria-pressed', 'true');
  expect(mainImage()).toHaveAttribute('src', pictures(3)[2]);
  fireEvent.keyDown(third!, { key: 'ArrowRight' });
  expect(first).toHaveFocus();
  expect(mainImage()).toHaveAttribute('src', pictures(3)[0]);
});

it('gives a product without an images list its one image and three placeholders', () => {
  render(<Gallery name="Oak Table" images={galleryImages({ image: 'https://img.test/oak.svg', images: [] })} />);
  const srcs = thumbnails().map((b) => pictureIn(b).getAttribute('src'));
  expect(srcs).toEqual(['https://img.test/oak.svg', PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE]);
  expect(mainImage()).toHaveAttribute('src', 'https://img.test/oak.svg');
});

it('shows one picture without thumbnails when there is only one', () => {
  render(<Gallery name="Oak Table" images={['https://img.test/oak.svg']} />);
  expect(mainImage()).toHaveAccessibleName('Oak Table');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
