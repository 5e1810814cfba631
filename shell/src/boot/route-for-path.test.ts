import { matchPath, matchRoutes } from 'react-router-dom';
import { REMOTE_ROUTES } from '../app/route-table';
import { routeForPath, routeParams } from './route-for-path';

const PATHS = [
  '/',
  '/home',
  '/About',
  '/about/',
  '/products',
  '/products/summer-glow-tinted-moisturiser',
  '/products/a%2Fb',
  '/products/caf%C3%A9-au-lait',
  '/products/50%25-off',
  "/products/men's-shirt",
  '/products/x/reviews',
  '/catergories',
  '/checkout',
  '/orders/all',
  '/orders/paid',
  '/orders/unknown',
  '/settings',
  '/no/such/page',
  '/notfound',
];

describe('routeForPath', () => {
  it.each(PATHS)('finds the route the router shows for %s', (pathname) => {
    const routerPick = REMOTE_ROUTES.find((route) => matchPath({ path: route.path }, pathname));
    expect(routeForPath(REMOTE_ROUTES, pathname)).toBe(routerPick);
  });

  it('names the remote and module of a product page', () => {
    expect(routeForPath(REMOTE_ROUTES, '/products/red-lipstick')).toMatchObject({ remote: 'mf_catalog', module: 'ProductDetail' });
  });
});

describe('routeParams', () => {
  it.each(PATHS)("gives the params the router gives for %s", (pathname) => {
    const route = routeForPath(REMOTE_ROUTES, pathname);
    if (!route) return;
    expect(routeParams(route, pathname)).toEqual({ ...matchRoutes([{ path: route.path }], pathname)![0]!.params });
  });

  it('gives none for a param that cannot be decoded', () => {
    expect(routeParams({ path: '/products/:slug' }, '/products/%E0%A4%A')).toBeNull();
  });
});
