import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from 'shared-contracts';
import { QuantitySelector } from './QuantitySelector';

function Controlled({ max, disabled }: { max?: number; disabled?: boolean }) {
  const [value, setValue] = useState(1);
  return <QuantitySelector value={value} onChange={setValue} max={max} disabled={disabled} />;
}

const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const value = () => screen.getByRole('status', { name: 'Quantity' });
/** A button at its limit: marked disabled for assistive technology, yet still focusable. */
const atLimit = (button: HTMLElement) => expect(button).toHaveAttribute('aria-disabled', 'true');
const free = (button: HTMLElement) => expect(button).toHaveAttribute('aria-disabled', 'false');

it('counts from 1 to 10: minus disabled at 1, plus disabled at 10', async () => {
  const user = userEvent.setup();
  render(<Controlled />);
  expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 10]);
  expect(value()).toHaveTextContent('1');
  expect(value()).toHaveAttribute('aria-live', 'polite');
  atLimit(minus());
  free(plus());

  for (let i = 0; i < 9; i++) await user.click(plus());
  expect(value()).toHaveTextContent('10');
  atLimit(plus());
  free(minus());

  await user.click(minus());
  expect(value()).toHaveTextContent('9');
  free(plus());
});

it('keeps focus on a button that reaches its limit, and a press past it changes nothing', async () => {
  const user = userEvent.setup();
  render(<Controlled max={2} />);
  plus().focus();
  await user.keyboard('{Enter}');
  expect(value()).toHaveTextContent('2');
  atLimit(plus());
  expect(plus()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(value()).toHaveTextContent('2');
  await user.tab({ shift: true });
  expect(minus()).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  expect(value()).toHaveTextContent('1');
  expect(minus()).toHaveFocus();
});

it('stops at a lower maximum', async () => {
  const user = userEvent.setup();
  render(<Controlled max={3} />);
  await user.click(plus());
  await user.click(plus());
  expect(value()).toHaveTextContent('3');
  atLimit(plus());
});

it('disables both buttons when disabled', () => {
  render(<Controlled disabled />);
  expect(minus()).toBeDisabled();
  expect(plus()).toBeDisabled();
  expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
});
