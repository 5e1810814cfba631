import type { ShippingData } from 'shared-contracts';
import { screen } from '@testing-library/react';
import { fieldsWithoutMaxLength, renderScreen } from 'shared-contracts/test-utils';
import { ShippingStep } from './ShippingStep';

const EMPTY: ShippingData = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '', country: '', method: 'standard' };

// Every field stops at the limit Place Order's schema enforces (issue 21).
it('limits every shipping field to what the server takes', () => {
  renderScreen(<ShippingStep shipping={EMPTY} problems={{}} onChange={() => undefined} />);
  expect(fieldsWithoutMaxLength()).toEqual([]);
  expect(screen.getByLabelText('ZIP/Postal Code')).toHaveAttribute('maxLength', '20');
});
