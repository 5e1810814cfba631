/**
 * mf-checkout's side of the bus contract (DESIGN: the shell checks every payload a remote sends).
 * Emits: cart:set-quantity and announce (the Review step), toast, notification:add and cart:clear
 * (Place Order). Listens: nothing; it reads the cart and the session through the platform's stores.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { busContract, type EmitDriver } from 'shared-contracts/contract-tests';
import { priceInCart, SAMPLE_SHOPPER, sampleAccountStore, type Harness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { createMemoryPaymentGateway } from './shared/payments/testing/memory-payment-gateway';
import { PaymentGatewayProvider } from './shared/payment-gateway-context';
import { SAMPLE_CART } from './harness/sample-cart';
import { Checkout } from './checkout/Checkout';

function renderCheckout(harness: Harness) {
  renderScreen(
    <PaymentGatewayProvider gateway={createMemoryPaymentGateway()}>
      <Routes>
        <Route path="/checkout" element={<Checkout />} />
        <Route path="*" element={<p>home</p>} />
      </Routes>
    </PaymentGatewayProvider>,
    { harness, route: '/checkout' },
  );
}

/** On the Review step a shopper raises a quantity, lowers it, and removes a line. */
const reviewTheCart: EmitDriver = async (make) => {
  sessionStorage.clear();
  const harness = make({ session: SAMPLE_SHOPPER, cart: SAMPLE_CART, accounts: sampleAccountStore() });
  renderCheckout(harness);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Increase quantity of Harness Leather Bag' }));
  await user.click(screen.getByRole('button', { name: 'Decrease quantity of Harness Leather Bag' }));
  await user.click(screen.getByRole('button', { name: 'Remove Harness Leather Bag' }));
  expect(harness.stores.cart.get().items.map((l) => l.product.name)).toEqual(['Harness Cotton Tee']);
};

/** A shopper goes through the steps and pays: the server confirms the order, and the cart empties after 3 s. */
const placeTheOrder: EmitDriver = async (make) => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useFakeTimers();
  const harness = make({ session: SAMPLE_SHOPPER, cart: SAMPLE_CART, accounts: sampleAccountStore(priceInCart(() => SAMPLE_CART)) });
  renderCheckout(harness);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(harness.stores.notifications.get().items).toHaveLength(1));
  act(() => jest.advanceTimersByTime(3000));
  expect(harness.stores.cart.get().items).toEqual([]);
};

busContract('mf-checkout', {
  emits: {
    'cart:set-quantity': reviewTheCart,
    announce: reviewTheCart,
    toast: placeTheOrder,
    'notification:add': placeTheOrder,
    'cart:clear': placeTheOrder,
  },
  listens: {},
});
