import { screen } from '@testing-library/react';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { testProduct } from '../../testing/catalog-fixture';
import { ProductCard } from './ProductCard';

it.each([
  [1, '1 review'],
  [12, '12 reviews'],
])('says how many reviews the stars stand for (%i)', (reviewCount, label) => {
  renderScreen(<ProductCard product={testProduct(3, { rating: 4.25, reviewCount })} />, { harness: createHarness() });
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveTextContent(`(${reviewCount})`);
});

describe('a name a search found (issue 39)', () => {
  const name = 'Salt & <i>Pepper</i> Mill';
  const render = (marks?: [number, number][]) =>
    renderScreen(<ProductCard product={testProduct(3, { name })} marks={marks} />, { harness: createHarness() });

  it('marks the ranges it was given, the name kept as text whatever it holds', () => {
    render([[10, 16], [21, 25], [0, 4]]);
    expect(screen.getAllByRole('mark').map((m) => m.textContent)).toEqual(['Salt', 'Pepper', 'Mill']);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(name, { normalizeWhitespace: false });
    expect(link.querySelector('i')).toBeNull();
  });

  it('renders the name as before with no marks, or none found', () => {
    const { unmount } = render();
    expect(screen.queryAllByRole('mark')).toEqual([]);
    expect(screen.getByRole('link').innerHTML).toBe('Salt &amp; &lt;i&gt;Pepper&lt;/i&gt; Mill');
    unmount();
    render([]);
    expect(screen.queryAllByRole('mark')).toEqual([]);
  });
});
