/**
 * mf-catalog's side of the bus contract (DESIGN: the shell checks every payload a remote sends).
 * Emits: cart:add and its toast (Add to Cart on the product page). Listens: nothing; it reads the
 * cart and the session through the platform's stores.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { busContract, type EmitDriver } from 'shared-contracts/contract-tests';
import { ProductDetail } from './product-page/ProductDetail';
import { renderWithCatalog, testCatalog, testProduct } from './testing/catalog-fixture';

const discounted = testProduct(1, { name: 'Oak Dining Table', slug: 'oak-dining-table', price: 250000, discountPrice: 200000, stock: 14 });

/** A shopper opens a product, picks two and adds them to the cart. */
const addToCart: EmitDriver = async (make) => {
  const user = userEvent.setup();
  const { harness } = renderWithCatalog(
    <Routes>
      <Route path="/products/:slug" element={<ProductDetail />} />
    </Routes>,
    { harness: make(), route: '/products/oak-dining-table', catalog: testCatalog([discounted]) },
  );
  await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(harness.stores.cart.get().items).toEqual([expect.objectContaining({ quantity: 2 })]);
};

busContract('mf-catalog', {
  emits: {
    'cart:add': addToCart,
    toast: addToCart,
  },
  listens: {},
});
