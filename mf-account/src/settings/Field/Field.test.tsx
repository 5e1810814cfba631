import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField, TextField } from './Field';

function Fields() {
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  return (
    <>
      <TextField label="City" hint="Where we deliver." value={city} onChange={setCity} />
      <SelectField label="Country" placeholder="Select…" options={[{ value: 'ng', label: 'Nigeria' }]} value={country} onChange={setCountry} />
    </>
  );
}

describe('TextField and SelectField', () => {
  it('are named by their label, described by their hint, and report every change', async () => {
    render(<Fields />);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Where we deliver.');
    await userEvent.type(screen.getByLabelText('City'), 'Ikeja');
    expect(screen.getByLabelText('City')).toHaveValue('Ikeja');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    expect(screen.getByLabelText('Country')).toHaveValue('ng');
  });
});
