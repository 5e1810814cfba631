import { fireEvent } from '@testing-library/react';
import { REMOTE_ROUTES } from '../app/route-table';
import { prefetchOnIntent, routeOfLink } from './prefetch-on-intent';

const ORIGIN = window.location.origin;

describe('routeOfLink', () => {
  it.each([
    ['/products/red-lipstick', 'mf_catalog', 'ProductDetail'],
    ['/shop?category=beauty', 'mf_catalog', 'ProductList'],
    [`${ORIGIN}/about`, 'mf_marketing', 'About'],
    ['/orders/paid', 'mf_account', 'Orders'],
  ])('finds the screen %s leads to', (href, remote, module) => {
    expect(routeOfLink(href, ORIGIN, REMOTE_ROUTES)).toMatchObject({ remote, module });
  });

  it.each(['https://elsewhere.example/products', '/notfound', 'mailto:help@oja.ng'])('finds none for %s', (href) => {
    expect(routeOfLink(href, ORIGIN, REMOTE_ROUTES)).toBeUndefined();
  });
});

describe('prefetchOnIntent', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function setUp(signedIn = false) {
    document.body.innerHTML = `
      <nav><a href="/about">About</a><a href="/checkout">Checkout</a><a href="https://x.example/">Out</a></nav>
      <main id="main"></main>`;
    const targets = { routes: REMOTE_ROUTES, load: jest.fn(async () => undefined), warm: jest.fn(), isSignedIn: () => signedIn };
    stop = prefetchOnIntent(document, targets);
    return targets;
  }
  const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

  it('loads the route’s module when its link is hovered, focused or touched', () => {
    const targets = setUp();
    fireEvent.pointerOver(link('About'));
    fireEvent.focusIn(link('About'));
    fireEvent.touchStart(link('About'));
    expect(targets.load).toHaveBeenCalledTimes(3); // the loader keeps one load per module
    expect(targets.load).toHaveBeenCalledWith('mf_marketing', 'About');
  });

  it('loads nothing for other origins, and no signed-in-only screen for a visitor', () => {
    const targets = setUp(false);
    fireEvent.pointerOver(link('Out'));
    fireEvent.pointerOver(link('Checkout'));
    expect(targets.load).not.toHaveBeenCalled();
  });

  it('loads a signed-in-only screen for a signed-in shopper', () => {
    const targets = setUp(true);
    fireEvent.focusIn(link('Checkout'));
    expect(targets.load).toHaveBeenCalledWith('mf_checkout', 'Checkout');
  });

  it('stops listening when stopped', () => {
    const targets = setUp();
    stop();
    fireEvent.pointerOver(link('About'));
    expect(targets.load).not.toHaveBeenCalled();
  });
});
