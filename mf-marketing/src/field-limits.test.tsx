import { screen } from '@testing-library/react';
import { fieldsWithoutMaxLength, renderScreen } from 'shared-contracts/test-utils';
import { RegistrationForm } from './early-bird/RegistrationForm/RegistrationForm';

// Every field stops at the limit the server enforces (issue 21).
it('the early-bird form', () => {
  renderScreen(<RegistrationForm />);
  expect(fieldsWithoutMaxLength()).toEqual([]);
  expect(screen.getByLabelText('First Name')).toHaveAttribute('maxLength', '80');
});
