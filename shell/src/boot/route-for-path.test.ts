import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES } from '../app/route-table';
import { routeForPath } from './route-for-path';

const PATHS = [
  '/',
  '/home',
  '/About',
  '/about/',
  '/products',
  '/products/summer-glow-tinted-moisturiser',
  '/products/a%2Fb',
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
