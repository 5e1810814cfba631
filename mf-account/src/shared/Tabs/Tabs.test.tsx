import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, panelId } from './Tabs';

const TABS = [
  { id: 'all', label: 'All', count: 3 },
  { id: 'unread', label: 'Unread', count: 1 },
  { id: 'read', label: 'Read', count: 2 },
] as const;
type Id = (typeof TABS)[number]['id'];

function Host({ onSelect }: { onSelect?: (id: Id) => void }) {
  const [selected, setSelected] = useState<Id>('all');
  return (
    <>
      <Tabs
        label="Show"
        tabs={TABS}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          onSelect?.(id);
        }}
        idPrefix="t"
      />
      <div role="tabpanel" id={panelId('t', selected)} aria-labelledby={`t-tab-${selected}`}>
        {selected} panel
      </div>
    </>
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('is a named tab list whose tabs show their counts and control the panel', () => {
    render(<Host />);
    expect(screen.getByRole('tablist', { name: 'Show' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All 3' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('aria-controls', 't-panel-all');
    expect(screen.getByRole('tabpanel', { name: 'All 3' })).toHaveTextContent('all panel');
  });

  it('has one tab stop: only the selected tab is tabbable', async () => {
    render(<Host />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All 3' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrows (wrapping), Home and End', async () => {
    render(<Host />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Unread 1');
    expect(selectedTab()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('All 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Read 2');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toHaveAccessibleName('All 3');
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Read 2');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('read panel');
  });

  it('selects on click and ignores other keys', async () => {
    const onSelect = jest.fn();
    render(<Host onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Read 2' }));
    expect(onSelect).toHaveBeenLastCalledWith('read');
    await userEvent.keyboard('a{PageDown}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('moves on either axis, so a column of tabs answers Up and Down', async () => {
    const onSelect = jest.fn();
    render(<Host onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Read 2' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(onSelect).toHaveBeenLastCalledWith('unread');
    await userEvent.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith('read');
  });
});
