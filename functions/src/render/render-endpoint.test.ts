import { SHELL_PAGE_PATH } from 'shared-contracts/server-render';
import { pageRenderer } from './render-endpoint';
import { siteFiles } from './site-files';

const TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';

// A shell entry that renders /about with what a remote's entry, given the shell's shared modules, says.
const SHELL_ENTRY = `
module.exports = {
  contractsVersion: '3.0.0',
  shared: { 'shop-words': { about: 'About Oja Express' } },
  render: async (request) => {
    if (request.url === '/products/gone') {
      const answer = await request.fetch('http://api.test/products/gone');
      const data = { readAt: Number(request.config.readAt ?? 1), responses: { 'http://api.test/products/gone': { status: answer.status, body: await answer.json() } } };
      return { html: '<h1>Product Not Found</h1>', styles: [], fallbacks: [], status: answer.status, data };
    }
    if (request.url !== '/about?ref=home') return null;
    const remote = await request.loadEntry(request.config.remotes.mf_marketing.replace('mf-manifest.json', 'server/entry.cjs'));
    return { html: '<main class="page"><h1 class="title">' + remote.title + '</h1></main>', styles: ['http://marketing.test/server/entry.css', 'http://marketing.test/gone.css'], fallbacks: [{ remote: 'mf_catalog', reason: 'slow' }], status: 200 };
  },
};`;
const REMOTE_ENTRY = `module.exports = { title: require('shop-words').about };`;

function setup(files: Record<string, string>, dataFetch?: typeof globalThis.fetch) {
  const fetch = (async (input: string | URL | Request) => {
    const text = files[String(input)];
    return text === undefined ? new Response('not found', { status: 404 }) : new Response(text);
  }) as typeof globalThis.fetch;
  const warn = jest.fn();
  const error = jest.fn();
  const render = pageRenderer({ siteUrl: 'http://shop.test', budgetMs: 150, files: siteFiles({ fetch, refreshMs: 60_000 }), log: { warn, error }, fetch: dataFetch });
  return { render, warn, error };
}

const SITE = {
  [`http://shop.test/${SHELL_PAGE_PATH}`]: TEMPLATE,
  'http://shop.test/config.json': JSON.stringify({ remotes: { mf_marketing: 'http://marketing.test/mf-manifest.json' } }),
  'http://shop.test/server/entry.cjs': SHELL_ENTRY,
  'http://marketing.test/server/entry.cjs': REMOTE_ENTRY,
  'http://shop.test/server/entry.css': '.bar { height: 64px; } .page { margin: 0; }',
  'http://marketing.test/server/entry.css': '.title { font-size: 2rem; } .card { padding: 8px; }',
};

describe('the render function', () => {
  it('answers a public route with its first view and the rules it uses, cacheable by a CDN and revalidated by its ETag', async () => {
    const { render, warn } = setup(SITE);
    const answer = await render({ method: 'GET', url: '/about?ref=home' });
    expect(answer.status).toBe(200);
    // The shell's and the remote's rules the markup uses; a stylesheet that cannot be read costs only its rules.
    expect(answer.body).toBe(
      '<html><head><style>.page{margin: 0;}.title{font-size: 2rem;}</style></head><body><div id="root"><main class="page"><h1 class="title">About Oja Express</h1></main></div></body></html>',
    );
    expect(answer.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60', ETag: expect.stringMatching(/^"[\w-]{27}"$/) });
    expect(warn).toHaveBeenCalledWith('an area was left to the browser', { url: '/about?ref=home', remote: 'mf_catalog', reason: 'slow' });

    const again = await render({ method: 'GET', url: '/about?ref=home', ifNoneMatch: answer.headers.ETag });
    expect(again).toEqual({ status: 304, headers: answer.headers, body: '' });
  });

  it('answers with the status the shell gives (404 for a product that is not there) and the data the view was rendered with', async () => {
    const api = jest.fn(async () => new Response(JSON.stringify({ message: 'No such product' }), { status: 404 }));
    const { render } = setup(SITE, api as typeof globalThis.fetch);
    const answer = await render({ method: 'GET', url: '/products/gone' });
    expect(api).toHaveBeenCalledWith('http://api.test/products/gone');
    expect(answer.status).toBe(404);
    expect(answer.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
    expect(answer.body).toContain('<script type="application/json" id="shop-route-data">{"readAt":1,"responses":{"http://api.test/products/gone":{"status":404,"body":{"message":"No such product"}}}}</script>');
  });

  it('tags a page by its content, not by when its data was read: the same figures read later are still a 304', async () => {
    const api = async () => new Response(JSON.stringify({ message: 'No such product' }), { status: 404 });
    const config = (readAt: number) => JSON.stringify({ remotes: { mf_marketing: 'http://marketing.test/mf-manifest.json' }, readAt });
    const first = await setup({ ...SITE, 'http://shop.test/config.json': config(1) }, api as typeof globalThis.fetch).render({ method: 'GET', url: '/products/gone' });
    const { render } = setup({ ...SITE, 'http://shop.test/config.json': config(2) }, api as typeof globalThis.fetch);
    const later = await render({ method: 'GET', url: '/products/gone' });
    expect(later.body).not.toBe(first.body);
    expect(later.headers.ETag).toBe(first.headers.ETag);
    expect((await render({ method: 'GET', url: '/products/gone', ifNoneMatch: first.headers.ETag })).status).toBe(304);
  });

  it('answers any other route with the shell’s page, which the browser renders', async () => {
    const { render } = setup(SITE);
    expect(await render({ method: 'GET', url: '/checkout' })).toEqual({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
      body: TEMPLATE,
    });
  });

  it('answers the shell’s page when the shell cannot render, and says why in its log', async () => {
    const { render, error } = setup({ ...SITE, 'http://shop.test/server/entry.cjs': `throw new Error('a broken shell build')` });
    const answer = await render({ method: 'GET', url: '/about?ref=home' });
    expect(answer.body).toBe(TEMPLATE);
    expect(answer.headers['Cache-Control']).toBe('no-cache');
    expect(error).toHaveBeenCalledWith('the page could not be rendered', expect.objectContaining({ message: 'a broken shell build' }));

    const { render: withoutEntry } = setup({ ...SITE, 'http://shop.test/server/entry.cjs': `module.exports = { render: 'no' };` });
    expect((await withoutEntry({ method: 'GET', url: '/about?ref=home' })).body).toBe(TEMPLATE);
  });

  it('says the shop cannot answer when even the shell’s page cannot be read', async () => {
    const { render } = setup({});
    const answer = await render({ method: 'GET', url: '/about' });
    expect(answer.status).toBe(503);
    expect(answer.body).toBe('The shop could not answer just now. Please try again.');
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });

  it('answers only GET and HEAD', async () => {
    const { render } = setup(SITE);
    expect((await render({ method: 'POST', url: '/about' })).status).toBe(405);
  });
});
