import { ROUTE_DATA_ELEMENT_ID } from 'shared-contracts/server-render';
import { composePage } from './compose-page';

const TEMPLATE =
  '<!doctype html><html><head><title>Oja Express</title><script defer src="/main.js"></script></head><body><noscript>Oja Express needs JavaScript to run.</noscript><div id="root"></div></body></html>';

describe('the page around a server-rendered first view', () => {
  it('puts the view in #root, its rules and React’s hints in the head, and drops the JavaScript notice', () => {
    const out = composePage(
      TEMPLATE,
      '<link rel="preload" as="image" href="http://remote/hero.svg" fetchPriority="high"/><header class="bar">bar</header><main>view</main>',
      '.bar{position:sticky}',
    );
    expect(out).toBe(
      '<!doctype html><html><head><title>Oja Express</title><script defer src="/main.js"></script>' +
        '<style>.bar{position:sticky}</style><link rel="preload" as="image" href="http://remote/hero.svg" fetchPriority="high"/></head>' +
        '<body><div id="root"><header class="bar">bar</header><main>view</main></div></body></html>',
    );
  });

  it('keeps the markup as rendered, replacement patterns included, and a style that cannot end its element', () => {
    const out = composePage(TEMPLATE, '<p>$&amp; $1 $` costs</p>', '.a::after{content:"</style><script>"}');
    expect(out).toContain('<div id="root"><p>$&amp; $1 $` costs</p></div>');
    expect(out).toContain('<style>.a::after{content:"<\\/style><script>"}</style>');
    expect(composePage(TEMPLATE, '<p>x</p>', '')).not.toContain('<style>');
  });

  it('carries the data the view was rendered with as JSON before the first script, which a seller’s text cannot break out of', () => {
    const name = 'Oak </script><script>alert(1)</script> <!-- table & \u2028 chair';
    const data = { readAt: 1700000000000, responses: { 'http://api/products/oak': { status: 200, body: { name } } } };
    const out = composePage(TEMPLATE, '<h1>Oak</h1>', '', data);
    const element = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">([^<]*)</script><script defer src="/main.js">`).exec(out);
    expect(element).not.toBeNull();
    // Nothing in it a parser reads as markup: no `<`, so no `</script>` nor `<!--`.
    expect(element![1]).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(element![1]!)).toEqual(data);
    expect(composePage(TEMPLATE, '<h1>Oak</h1>', '', null)).not.toContain(ROUTE_DATA_ELEMENT_ID);
  });
});
