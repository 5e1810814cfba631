import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToastMessage } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import type { SaveOutcome } from '../profile-updates';
import { SecondaryButton, SettingsForm } from './SettingsForm';

function setup(onSave: () => Promise<SaveOutcome>) {
  const harness = createHarness();
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(
    <SettingsForm title="Privacy" description="Who sees what." submitLabel="Save Privacy" onSave={onSave} actions={<SecondaryButton onClick={() => undefined}>Reset</SecondaryButton>}>
      <label>
        Nickname <input defaultValue="Ada" />
      </label>
    </SettingsForm>,
    { harness },
  );
  return toasts;
}

describe('SettingsForm', () => {
  it("is a form named by its title, saying 'Saving...' with the button disabled until the save ends", async () => {
    let finish!: (o: SaveOutcome) => void;
    const onSave = jest.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    const toasts = setup(onSave);
    expect(screen.getByRole('form', { name: 'Privacy' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Privacy' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Nickname'), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    finish({ ok: true, message: 'Privacy settings saved successfully' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Privacy' })).toBeEnabled());
    expect(toasts).toEqual([{ kind: 'success', message: 'Privacy settings saved successfully', durationMs: 3000 }]);
  });

  it('shows a failure as an error toast for 4 s, keeping the fields', async () => {
    const toasts = setup(async () => ({ ok: false, message: 'Failed to save Privacy settings' }));
    await userEvent.clear(screen.getByLabelText('Nickname'));
    await userEvent.type(screen.getByLabelText('Nickname'), 'Adaeze');
    await userEvent.click(screen.getByRole('button', { name: 'Save Privacy' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save Privacy settings', durationMs: 4000 }]));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Adaeze');
  });

  it('never saves from a helper button beside it', async () => {
    const onSave = jest.fn(async () => ({ ok: true as const, message: 'x' }));
    setup(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSave).not.toHaveBeenCalled();
  });
});
