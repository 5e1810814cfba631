import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderShell } from '../../testing/render-shell';
import { ScrollToTop } from './ScrollToTop';

function Page() {
  return (
    <>
      <ScrollToTop />
      <Link to="/about">About</Link>
      <Link to="/about?tab=2">Same page, new query</Link>
    </>
  );
}

describe('ScrollToTop', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('leaves the first load alone', () => {
    renderShell(<Page />, { route: '/shop' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on every route change', async () => {
    renderShell(<Page />, { route: '/shop' });
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user asks for reduced motion', async () => {
    renderShell(<Page />, { route: '/shop', viewport: { reducedMotion: true } });
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('stays put when only the query changes', async () => {
    renderShell(<Page />, { route: '/about' });
    await userEvent.click(screen.getByRole('link', { name: 'Same page, new query' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
