import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestionList, type SuggestionListProps } from './SuggestionList';

const TEXTS = { list: 'Suggestions', products: 'Products', categories: 'Categories' };
const cut = (text: string, mark: string) => {
  const at = text.indexOf(mark);
  return [
    { text: text.slice(0, at), marked: false },
    { text: mark, marked: true },
    { text: text.slice(at + mark.length), marked: false },
  ].filter((part) => part.text);
};

const LAMP = { name: cut('Walnut Desk Lamp', 'Desk'), image: '/img/lamp.webp', price: '₦1,200', originalPrice: { text: '₦1,500', prefix: 'Original price ' } };
const OAK = { name: cut('Oak Desk', 'Desk'), image: '/img/oak.webp', price: '₦2,000' };
// Marks end at a word's end: jsdom's names put a space after a <mark>, a browser's do not.
const ACCESSORIES = { label: cut('Desk Accessories', 'Desk'), count: '12 products' };

function renderList(props: Partial<SuggestionListProps> = {}) {
  const onChoose = jest.fn();
  render(
    <>
      <input aria-label="Search" />
      <SuggestionList id="s" texts={TEXTS} products={[LAMP, OAK]} categories={[ACCESSORIES]} active={-1} optionId={(i) => `s-${i}`} onChoose={onChoose} {...props} />
    </>,
  );
  return { onChoose };
}

const list = () => document.getElementById('s')!;

describe('SuggestionList', () => {
  it('is a named listbox of products, then categories, each group named by its title', () => {
    renderList();
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const products = within(within(listbox).getByRole('group', { name: 'Products' })).getAllByRole('option');
    const categories = within(within(listbox).getByRole('group', { name: 'Categories' })).getAllByRole('option');
    expect(products.map((o) => o.id)).toEqual(['s-0', 's-1']);
    expect(categories.map((o) => o.id)).toEqual(['s-2']);
    expect(products[0]).toHaveAccessibleName('Walnut Desk Lamp ₦1,200 Original price ₦1,500');
    expect(within(products[0]!).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/img/lamp.webp');
    expect(products[1]).toHaveAccessibleName('Oak Desk ₦2,000');
    expect(categories[0]).toHaveAccessibleName('Desk Accessories 12 products');
  });

  it('marks the words found, as text', () => {
    renderList();
    expect(screen.getAllByRole('option').map((o) => within(o).getAllByRole('mark').map((m) => m.textContent))).toEqual([['Desk'], ['Desk'], ['Desk']]);
  });

  it('strikes the original price through, read after a hidden prefix or by a label in its place', () => {
    renderList({ products: [LAMP, { ...OAK, originalPrice: { text: '₦2,500', label: 'was ₦2,500' } }] });
    const [lamp, oak] = screen.getAllByRole('option');
    expect(within(lamp!).getByText('₦1,500').tagName).toBe('S');
    expect(within(oak!).getByLabelText('was ₦2,500').tagName).toBe('DEL');
    expect(oak).toHaveTextContent('Oak Desk ₦2,000 ₦2,500');
  });

  it('selects the highlighted option alone, every option saying whether it is', () => {
    renderList({ active: 2 });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
  });

  it('chooses an option pressed, the focus staying in the field', async () => {
    const { onChoose } = renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(screen.getByRole('option', { name: /Oak Desk/ }));
    expect(onChoose).toHaveBeenCalledWith(1);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('leaves out an empty group, and hides while it has nothing to offer', () => {
    const { rerender } = render(<SuggestionList id="t" texts={TEXTS} products={[]} categories={[ACCESSORIES]} active={-1} optionId={(i) => `t-${i}`} onChoose={jest.fn()} />);
    expect(screen.queryByRole('group', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Desk Accessories 12 products' })).toHaveAttribute('id', 't-0');
    rerender(<SuggestionList id="t" texts={TEXTS} products={[]} categories={[]} active={-1} optionId={(i) => `t-${i}`} onChoose={jest.fn()} />);
    expect(document.getElementById('t')).not.toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes its placement from the caller', () => {
    renderList({ className: 'under-the-field' });
    expect(list()).toHaveClass('under-the-field');
  });
});
