import { composePage } from './compose-page';

const TEMPLATE =
  '<!doctype html><html><head><title>Oja Express</title><script defer src="/main.js"></script></head><body><noscript>Oja Express needs JavaScript to run.</noscript><div id="root"></div></body></html>';

const page = (html: string, stylesheets: string[] = []) => ({ html, stylesheets, fallbacks: [], status: 200 });

describe('the page around a server-rendered first view', () => {
  it('puts the view in #root, its stylesheets and React’s hints in the head, and drops the JavaScript notice', () => {
    const out = composePage(
      TEMPLATE,
      page('<link rel="preload" as="image" href="http://remote/hero.svg" fetchPriority="high"/><header>bar</header><main>view</main>', ['http://remote/Home.css']),
    );
    expect(out).toBe(
      '<!doctype html><html><head><title>Oja Express</title><script defer src="/main.js"></script>' +
        '<link rel="stylesheet" href="http://remote/Home.css" /><link rel="preload" as="image" href="http://remote/hero.svg" fetchPriority="high"/></head>' +
        '<body><div id="root"><header>bar</header><main>view</main></div></body></html>',
    );
  });

  it('keeps the markup as rendered, replacement patterns included, and escapes a stylesheet’s address', () => {
    const out = composePage(TEMPLATE, page('<p>$&amp; $1 $` costs</p>', ['http://remote/a.css?x="><script>']));
    expect(out).toContain('<div id="root"><p>$&amp; $1 $` costs</p></div>');
    expect(out).toContain('<link rel="stylesheet" href="http://remote/a.css?x=&quot;>&lt;script>" />');
  });
});
