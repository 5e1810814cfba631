import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLatestAnswer } from './useLatestAnswer';
import { useSuggestionCombobox } from './useSuggestionCombobox';

const WORDS = ['desk', 'lamp', 'oak'];
const findWords = async (q: string) => WORDS.filter((w) => w.includes(q));

/** A field whose options are the words holding what is typed, answered at once. */
function Field({ onChoose, keepEscape, onKey }: { onChoose: (word: string) => void; keepEscape?: boolean; onKey?: (key: string) => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const answer = useLatestAnswer(text, open && text.length > 0, findWords, 0);
  const options = answer ?? [];
  const combobox = useSuggestionCombobox({ answer, options, onOpen: () => setOpen(true), onClose: () => setOpen(false), onChoose, keepEscape });
  return (
    <div onKeyDown={(event) => onKey?.(event.key)}>
      <input
        aria-label="Search"
        {...combobox.field}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          combobox.clearHighlight();
        }}
      />
      <ul id={combobox.list.id}>
        {options.map((word, i) => (
          <li key={word} role="option" id={combobox.list.optionId(i)} aria-selected={i === combobox.list.active}>
            {word}
          </li>
        ))}
      </ul>
    </div>
  );
}

async function typed(text: string, props: Partial<Parameters<typeof Field>[0]> = {}) {
  const onChoose = jest.fn();
  const user = userEvent.setup();
  render(<Field onChoose={onChoose} {...props} />);
  await user.type(screen.getByRole('combobox'), text);
  await act(async () => undefined);
  return { user, onChoose, field: screen.getByRole('combobox') };
}

describe('useSuggestionCombobox', () => {
  it('is a combobox with list autocomplete, pointing at its list', async () => {
    const { field } = await typed('a');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('list', { hidden: true }).id);
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('walks the options with the arrows, wrapping, and Enter chooses the highlighted one', async () => {
    const { user, onChoose, field } = await typed('a');
    const [lamp, oak] = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', lamp!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', lamp!.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', oak!.id);
    expect(oak).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('oak');
  });

  it('forgets the highlighted option when the words change', async () => {
    const { user, field } = await typed('a');
    await user.keyboard('{ArrowDown}');
    await user.type(field, 'm');
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes the list with Escape, which goes no further; Down opens it again', async () => {
    const onKey = jest.fn();
    const { user, field } = await typed('a', { onKey });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(onKey).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onKey).toHaveBeenCalledWith('Escape');
    await user.keyboard('{ArrowDown}');
    await act(async () => undefined);
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });
});
