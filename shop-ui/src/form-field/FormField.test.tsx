import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField, TextField } from './FormField';

function Email({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField id="email" label="Email" type="email" value={value} onValue={setValue} error={error} hint="We never share it." />;
}

describe('TextField', () => {
  it('is named by its label and keeps what is typed', async () => {
    render(<Email />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');
  });

  it('says its problem under it, marks itself invalid and reads the problem first', () => {
    render(<Email error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address We never share it.');
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
  });

  it('keeps a description the caller already gave', () => {
    render(
      <>
        <TextField id="phone" label="Phone" value="" aria-describedby="phone-format" error="Phone must be 7 to 15 digits" />
        <p id="phone-format">Digits only</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Phone must be 7 to 15 digits Digits only');
  });
});

describe('FormField', () => {
  it('ties any control to its label, hint and problem, and says when it is optional', () => {
    render(
      <FormField id="state" label="State" optional="(optional)" error="Choose a state">
        {(control) => (
          <select {...control}>
            <option>Lagos</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'State (optional)' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a state');
  });
});
