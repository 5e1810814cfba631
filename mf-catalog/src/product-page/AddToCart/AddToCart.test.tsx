import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopEvents } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { testProduct } from '../../testing/catalog-fixture';
import { AddToCart } from './AddToCart';

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });
const quantity = () => screen.getByRole('status', { name: 'Quantity' });

function setup(product = testProduct(7, { name: 'Oak Table', price: 20000, discountPrice: 15000, slug: 'oak-table' })) {
  const harness = createHarness();
  const added: ShopEvents['cart:add'][] = [];
  const toasts: ShopEvents['toast'][] = [];
  harness.bus.on('cart:add', (e) => added.push(e));
  harness.bus.on('toast', (e) => toasts.push(e));
  renderScreen(<AddToCart product={product} />, { harness });
  return { added, toasts, harness, user: userEvent.setup() };
}

it('adds the chosen quantity to the cart, says so for 5 seconds and starts again at 1', async () => {
  const { added, toasts, harness, user } = setup();
  await user.click(plus());
  await user.click(plus());
  await user.click(addButton());

  expect(added).toEqual([
    {
      product: { id: '7', name: 'Oak Table', image: 'https://img.test/7.svg', price: 20000, discountPrice: 15000, sellerId: '000000', slug: 'oak-table' },
      quantity: 3,
    },
  ]);
  expect(toasts).toEqual([{ kind: 'success', message: 'Added Oak Table to your cart.', durationMs: 5000, topic: 'cart' }]);
  expect(harness.stores.cart.get().items[0]?.quantity).toBe(3);
  expect(quantity()).toHaveTextContent('1');
  expect(minus()).toHaveAttribute('aria-disabled', 'true');
});

it('leaves the discount out of the cart line when there is none', async () => {
  const { added, user } = setup(testProduct(8, { name: 'Plain Mug' }));
  await user.click(addButton());
  expect(added[0]?.product).not.toHaveProperty('discountPrice');
  expect(added[0]?.quantity).toBe(1);
});

it('never offers more than the stock', async () => {
  const { user } = setup(testProduct(9, { stock: 3 }));
  await user.click(plus());
  await user.click(plus());
  expect(quantity()).toHaveTextContent('3');
  expect(plus()).toHaveAttribute('aria-disabled', 'true');
});

it('stops at 10 however much is in stock', async () => {
  const { user } = setup(testProduct(10, { stock: 500 }));
  for (let i = 0; i < 9; i++) await user.click(plus());
  expect(quantity()).toHaveTextContent('10');
  expect(plus()).toHaveAttribute('aria-disabled', 'true');
});

it('cannot add a product that is out of stock', async () => {
  const { added, toasts, user } = setup(testProduct(11, { stock: 0 }));
  expect(addButton()).toBeDisabled();
  expect(plus()).toBeDisabled();
  expect(minus()).toBeDisabled();
  await user.click(addButton());
  expect(added).toEqual([]);
  expect(toasts).toEqual([]);
});

describe('the cart line counts: 10 per order at most, never above the stock', () => {
  it('fills the line to 10 and says why when the choice would pass it', async () => {
    const { added, toasts, harness, user } = setup(testProduct(12, { name: 'Kettle', stock: 500 }));
    await user.click(plus());
    await user.click(addButton());
    for (let i = 0; i < 9; i++) await user.click(plus());
    await user.click(addButton());
    expect(added.map((a) => a.quantity)).toEqual([2, 8]);
    expect(harness.stores.cart.get().items[0]?.quantity).toBe(10);
    expect(toasts.at(-1)).toEqual({ kind: 'info', message: 'Added 8 of Kettle: 10 is the most per order, so your cart now holds 10.', durationMs: 5000, topic: 'cart' });

    await user.click(addButton());
    expect(added).toHaveLength(2);
    expect(toasts.at(-1)?.message).toBe('Your cart already holds 10 of Kettle: 10 is the most per order.');
  });

  it('gives the stock as the reason when it is the smaller limit', async () => {
    const { added, toasts, user } = setup(testProduct(13, { name: 'Vase', stock: 3 }));
    await user.click(plus());
    await user.click(addButton());
    await user.click(plus());
    await user.click(addButton());
    expect(added.map((a) => a.quantity)).toEqual([2, 1]);
    expect(toasts.at(-1)?.message).toBe('Added 1 of Vase: only 3 in stock, so your cart now holds 3.');
  });
});
