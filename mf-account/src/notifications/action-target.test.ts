import { actionTarget } from './action-target';

const ORIGIN = 'https://shop.example';

describe('actionTarget', () => {
  it('routes a path of the shop, keeping its query and hash', () => {
    expect(actionTarget('/orders/paid', ORIGIN)).toEqual({ kind: 'path', to: '/orders/paid' });
    expect(actionTarget(' /settings?tab=profile#top ', ORIGIN)).toEqual({ kind: 'path', to: '/settings?tab=profile#top' });
  });

  it("routes a full url of the shop's own origin", () => {
    expect(actionTarget('https://shop.example/account?x=1', ORIGIN)).toEqual({ kind: 'path', to: '/account?x=1' });
  });

  it('links another site over http(s)', () => {
    expect(actionTarget('https://help.example/faq', ORIGIN)).toEqual({ kind: 'external', href: 'https://help.example/faq' });
  });

  it('gives nothing for no url, a blank one, a protocol-relative one, other schemes or junk', () => {
    for (const url of [undefined, '', '   ', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      expect(actionTarget(url, ORIGIN)).toBeNull();
    }
  });
});
