import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ToastMessage } from 'shared-contracts';
import type { ItemSpecification } from '../../shared/new-item';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { ItemSpecificationsField } from './ItemSpecificationsField';

const seen: ItemSpecification[][] = [];
function Host({ initial }: { initial: ItemSpecification[] }) {
  const [rows, setRows] = useState(initial);
  seen.push(rows);
  return <ItemSpecificationsField id="specs" rows={rows} onChange={setRows} />;
}

const setup = (initial: ItemSpecification[] = [{ key: '', value: '' }]) => {
  seen.length = 0;
  const harness = createHarness();
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(<Host initial={initial} />, { harness });
  return { toasts };
};
const rows = () => seen.at(-1);
const key = (n: number) => screen.getByRole('textbox', { name: `Specification ${n} name` });
const value = (n: number) => screen.getByRole('textbox', { name: `Specification ${n} value` });

describe('ItemSpecificationsField', () => {
  it('edits a row by its labelled name and value', async () => {
    setup();
    await userEvent.type(key(1), 'Material');
    await userEvent.type(value(1), 'Cotton');
    expect(rows()).toEqual([{ key: 'Material', value: 'Cotton' }]);
  });

  it('adds an empty row and focuses its name', async () => {
    setup([{ key: 'Size', value: 'M' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Specification' }));
    expect(rows()).toEqual([
      { key: 'Size', value: 'M' },
      { key: '', value: '' },
    ]);
    expect(key(2)).toHaveFocus();
  });

  it("removes a row with 'Specification removed'", async () => {
    const { toasts } = setup([
      { key: 'Size', value: 'M' },
      { key: 'Colour', value: 'Blue' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove specification 1' }));
    expect(rows()).toEqual([{ key: 'Colour', value: 'Blue' }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Specification removed' }]);
    expect(key(1)).toHaveFocus();
  });

  it('keeps one row: the only row is emptied, and an empty only row cannot be removed', async () => {
    setup([{ key: 'Size', value: 'M' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove specification 1' }));
    expect(rows()).toEqual([{ key: '', value: '' }]);
    expect(key(1)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove specification 1' })).toBeDisabled();
  });
});
