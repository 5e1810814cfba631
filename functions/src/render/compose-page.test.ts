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
});
