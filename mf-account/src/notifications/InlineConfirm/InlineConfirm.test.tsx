import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineConfirm } from './InlineConfirm';

function setup() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<InlineConfirm message="Clear all 3?" confirmLabel="Yes, clear all" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
}

describe('InlineConfirm', () => {
  it('names its group with the question and starts on Cancel', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Clear all 3?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms only on the confirm button', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancel or Escape; Enter on the starting focus cancels too', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
