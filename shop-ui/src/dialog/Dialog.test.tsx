import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './Dialog';

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Your Cart"
        onClose={() => setOpen(false)}
        placement="right"
        closeLabel="Close cart"
        initialFocusRef={withInitialFocus ? inputRef : undefined}
      >
        <input ref={inputRef} aria-label="Coupon" />
        <button type="button">Apply</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, focused on open', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('focuses the element it is told to', async () => {
    render(<Harness withInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Coupon' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close cart' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(apply).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(apply).toHaveFocus();
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['the close button', async () => userEvent.click(screen.getByRole('button', { name: 'Close cart' }))],
    ['a click on the backdrop', async () => userEvent.click(screen.getByTestId('dialog-backdrop'))],
  ])('closes on %s and gives focus back to the opener', async (_, act) => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await act();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stops the page behind from scrolling while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

function Question({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        title="Delete it?"
        onClose={() => setOpen(false)}
        placement="center"
        role="alertdialog"
        describedBy="question"
        closeOnBackdrop={closeOnBackdrop}
        initialFocusRef={keepRef}
        footer={
          <>
            <button ref={keepRef} type="button" onClick={() => setOpen(false)}>
              Keep it
            </button>
            <button type="button">Delete it</button>
          </>
        }
      >
        <p id="question">This cannot be undone.</p>
      </Dialog>
    </>
  );
}

describe('Dialog, centred as a question', () => {
  it('is an alert dialog named by its title and described by its question, answered by its own buttons', async () => {
    render(<Question />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps Tab between its buttons and closes on Escape, focus back on the opener', async () => {
    render(<Question />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on a click beside it when told to', async () => {
    render(<Question closeOnBackdrop={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
