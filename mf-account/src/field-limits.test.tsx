import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { fieldsWithoutMaxLength, renderScreen } from 'shared-contracts/test-utils';
import { sampleAccountStoreWithHistory } from './harness/sample-account-data';
import { Account } from './my-account/Account';
import { CreateItem } from './create-item/CreateItem';
import { renderSettings } from './settings/settings-test-setup';

// Every field stops at the limit the server enforces (issue 21): nothing typed is refused only after Save.

it('Create Item', () => {
  renderScreen(<CreateItem />, { route: '/create', harness: createHarness({ session: SAMPLE_SHOPPER }) });
  expect(fieldsWithoutMaxLength()).toEqual([]);
  expect(screen.getByLabelText(/^Product Name/)).toHaveAttribute('maxLength', '80');
});

it("My Account, a listing's Edit", async () => {
  renderScreen(<Account />, { route: '/account', harness: createHarness({ session: SAMPLE_SHOPPER, accounts: sampleAccountStoreWithHistory() }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Handwoven Raffia Basket' }));
  expect(fieldsWithoutMaxLength(screen.getByRole('dialog'))).toEqual([]);
  expect(screen.getByLabelText('Description')).toHaveAttribute('maxLength', '2000');
});

it.each([
  ['profile', 'First Name', '80'],
  ['addresses', 'ZIP/Postal Code', '20'],
])('Settings, %s', async (tab, label, max) => {
  await renderSettings({ route: `/settings?tab=${tab}` });
  expect(fieldsWithoutMaxLength()).toEqual([]);
  expect(screen.getAllByLabelText(label)[0]).toHaveAttribute('maxLength', max);
});
