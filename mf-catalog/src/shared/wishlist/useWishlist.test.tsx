import { act, screen } from '@testing-library/react';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { testProduct } from '../../testing/catalog-fixture';
import { WishlistButton } from './WishlistButton/WishlistButton';

afterEach(() => localStorage.clear());

it('empties the hearts when the shopper signs out in this tab (the shell has emptied the stored wishlist)', async () => {
  const harness = createHarness({ session: SAMPLE_SHOPPER });
  renderScreen(<WishlistButton product={testProduct(21)} />, { harness });
  act(() => screen.getByRole('button', { name: 'Add to wishlist' }).click());
  expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
  localStorage.removeItem('wishlist');
  act(() => harness.stores.session.clear());
  expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
});
