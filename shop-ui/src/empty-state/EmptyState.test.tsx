import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is a region named by its heading, with its line and its way on', () => {
    render(
      <EmptyState title="No orders yet" action={<a href="/shop">Start shopping</a>}>
        <p>What you buy shows here.</p>
      </EmptyState>,
    );
    const region = screen.getByRole('region', { name: 'No orders yet' });
    expect(region).toHaveTextContent('What you buy shows here.');
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('heading', { level: 2, name: 'No orders yet' })).not.toHaveAttribute('tabindex');
  });

  it('is an alert when it stands for content that failed', () => {
    render(<EmptyState title="Products unavailable" role="alert" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Products unavailable');
  });

  it('lends its heading to focus and to an outside id', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<EmptyState title="Your cart is empty" titleId="empty-cart-title" titleRef={ref} />);
    expect(ref.current).toHaveAttribute('id', 'empty-cart-title');
    expect(ref.current).toHaveAttribute('tabindex', '-1');
    ref.current!.focus();
    expect(ref.current).toHaveFocus();
  });

  it('is dashed where nothing is, raised where it is the page’s message', () => {
    render(
      <>
        <EmptyState title="No orders yet" />
        <EmptyState title="Order confirmed" frame="raised" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'No orders yet' })).toHaveClass('empty', 'dashed');
    expect(screen.getByRole('region', { name: 'Order confirmed' })).toHaveClass('empty', 'raised');
  });
});
