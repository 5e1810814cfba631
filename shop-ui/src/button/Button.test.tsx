import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('is a button that does not submit its form unless asked', async () => {
    const submit = jest.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button>Add Tag</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('wears its variant, and keeps the caller’s own class', () => {
    render(
      <Button variant="outline" className="mine">
        Add Specification
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add Specification' });
    expect(button).toHaveClass('button', 'outline', 'mine');
    expect(button).not.toHaveClass('filled');
  });

  it('lends the same look to a link', () => {
    expect(buttonClass('filled', { wide: true }).split(' ')).toEqual(['button', 'filled', 'wide']);
    expect(buttonClass().split(' ')).toEqual(['button', 'filled']);
    expect(buttonClass('accent', { small: true }).split(' ')).toEqual(['button', 'accent', 'small']);
  });

  it('cannot be pressed while disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
