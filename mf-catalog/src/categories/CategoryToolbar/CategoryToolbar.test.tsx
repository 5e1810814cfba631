import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CategorySort } from '../category-rules';
import type { CategoryLayout } from '../CategoryCard/CategoryCard';
import { CategoryToolbar } from './CategoryToolbar';

function Harness({ onQuery = () => {} }: { onQuery?: (q: string) => void }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CategorySort>('name');
  const [layout, setLayout] = useState<CategoryLayout>('grid');
  return (
    <>
      <CategoryToolbar
        query={query}
        sort={sort}
        layout={layout}
        onQueryChange={(q) => {
          onQuery(q);
          setQuery(q);
        }}
        onSortChange={setSort}
        onLayoutChange={setLayout}
      />
      <output data-testid="state">{`${query}|${sort}|${layout}`}</output>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

it('reports each keystroke of the search, and clears it with the clear button', async () => {
  const onQuery = jest.fn();
  const user = userEvent.setup();
  render(<Harness onQuery={onQuery} />);
  expect(screen.queryByRole('button', { name: 'Clear category search' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'wat');
  expect(onQuery.mock.calls.map(([q]) => q)).toEqual(['w', 'wa', 'wat']);

  await user.click(screen.getByRole('button', { name: 'Clear category search' }));
  expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
  expect(state()).toBe('|name|grid');
});

it('sorts by name, product count or average price', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const sort = screen.getByRole('combobox', { name: 'Sort categories' });
  await user.selectOptions(sort, 'Average price');
  expect(state()).toBe('|averagePrice|grid');
  await user.selectOptions(sort, 'Product count');
  expect(state()).toBe('|count|grid');
});

it('switches layout with two pressed-state buttons in a labelled group, by keyboard too', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(screen.getByRole('group', { name: 'Layout' })).toBeInTheDocument();
  const grid = screen.getByRole('button', { name: 'Grid view' });
  const list = screen.getByRole('button', { name: 'List view' });
  expect(grid).toHaveAttribute('aria-pressed', 'true');
  expect(list).toHaveAttribute('aria-pressed', 'false');

  list.focus();
  await user.keyboard('{Enter}');
  expect(list).toHaveAttribute('aria-pressed', 'true');
  expect(grid).toHaveAttribute('aria-pressed', 'false');
  expect(state()).toBe('|name|list');

  grid.focus();
  await user.keyboard(' ');
  expect(state()).toBe('|name|grid');
});
