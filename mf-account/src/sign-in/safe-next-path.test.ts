import { loginPathFor } from 'shared-contracts';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('returns to a path of this shop', () => {
    expect(safeNextPath('/checkout')).toBe('/checkout');
    expect(safeNextPath('/orders/paid?x=1#top')).toBe('/orders/paid?x=1#top');
  });

  it('falls back to /shop without one, or for anything that could leave the site', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'checkout']) {
      expect(safeNextPath(next)).toBe('/shop');
    }
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeNextPath('/login')).toBe('/shop');
    expect(safeNextPath('/register?next=/x')).toBe('/shop');
    expect(safeNextPath('/login-help')).toBe('/login-help');
  });

  it('takes another fallback', () => {
    expect(safeNextPath(null, '/')).toBe('/');
  });

  it('returns to the page loginPathFor names', () => {
    expect(safeNextPath(new URLSearchParams(loginPathFor('/orders/all?x=1').split('?')[1]).get('next'))).toBe('/orders/all?x=1');
  });
});
