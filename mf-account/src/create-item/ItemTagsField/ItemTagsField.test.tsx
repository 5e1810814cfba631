import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ToastMessage } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { ItemTagsField } from './ItemTagsField';

function Host({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return <ItemTagsField id="tags" tags={tags} onChange={setTags} />;
}

const setup = (initial?: string[]) => {
  const harness = createHarness();
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(<Host initial={initial} />, { harness });
  return { toasts, input: screen.getByRole('textbox', { name: 'Add a tag' }) };
};
const shown = () => within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent);

describe('ItemTagsField', () => {
  it('adds the typed tag on Enter, trimmed, and empties the input', async () => {
    const { toasts, input } = setup();
    await userEvent.type(input, '  cotton {Enter}');
    expect(shown()).toEqual(['cotton']);
    expect(input).toHaveValue('');
    expect(toasts).toEqual([{ kind: 'success', message: 'Tag added' }]);
  });

  it('adds with the Add Tag button too', async () => {
    const { input } = setup();
    await userEvent.type(input, 'summer');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(shown()).toEqual(['summer']);
  });

  it('ignores a blank tag without a word', async () => {
    const { toasts, input } = setup();
    await userEvent.type(input, '   {Enter}');
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it("refuses a tag already there with 'Tag already exists', keeping what was typed", async () => {
    const { toasts, input } = setup(['Cotton']);
    await userEvent.type(input, 'cotton{Enter}');
    expect(shown()).toEqual(['Cotton']);
    expect(input).toHaveValue('cotton');
    expect(toasts).toEqual([{ kind: 'error', message: 'Tag already exists' }]);
  });

  it('removes a tag by its button and returns focus to the input', async () => {
    const { toasts, input } = setup(['cotton', 'summer']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag cotton' }));
    expect(shown()).toEqual(['summer']);
    expect(toasts).toEqual([{ kind: 'success', message: 'Tag removed' }]);
    expect(input).toHaveFocus();
  });

  it('does not submit the surrounding form on Enter', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const harness = createHarness();
    renderScreen(
      <form onSubmit={onSubmit}>
        <Host />
      </form>,
      { harness },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a tag' }), 'cotton{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
