import { siteFiles } from './site-files';

/** A site whose files can change between requests, counting what is asked. */
function site(files: Record<string, string | null>) {
  const asked: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const text = files[url];
    return text === null || text === undefined ? new Response('gone', { status: 404 }) : new Response(text);
  }) as typeof globalThis.fetch;
  return { files, asked, fetch };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the site files the render function reads', () => {
  it('reads a file once within the refresh time, and again after it, answering the kept text while it asks', async () => {
    const s = site({ 'http://shop/config.json': 'one' });
    let now = 0;
    const files = siteFiles({ fetch: s.fetch, refreshMs: 1000, now: () => now });
    expect(await files.text('http://shop/config.json')).toBe('one');
    now = 999;
    expect(await files.text('http://shop/config.json')).toBe('one');
    expect(s.asked).toHaveLength(1);

    s.files['http://shop/config.json'] = 'two';
    now = 1000;
    expect(await files.text('http://shop/config.json')).toBe('one');
    await settle();
    expect(await files.text('http://shop/config.json')).toBe('two');
    expect(s.asked).toHaveLength(2);
  });

  it('keeps the last good text when a new read fails, and never keeps a failed first read', async () => {
    const s = site({ 'http://shop/a': 'kept', 'http://shop/b': null });
    let now = 0;
    const files = siteFiles({ fetch: s.fetch, refreshMs: 10, now: () => now });
    await files.text('http://shop/a');
    s.files['http://shop/a'] = null;
    now = 20;
    await files.text('http://shop/a');
    await settle();
    expect(await files.text('http://shop/a')).toBe('kept');

    await expect(files.text('http://shop/b')).rejects.toThrow('http://shop/b answered 404');
    s.files['http://shop/b'] = 'there now';
    expect(await files.text('http://shop/b')).toBe('there now');
  });

  it('builds from a file again only when its text changed, and apart for each scope', async () => {
    const s = site({ 'http://remote/server/entry.cjs': 'v1' });
    let now = 0;
    const files = siteFiles({ fetch: s.fetch, refreshMs: 10, now: () => now });
    const built: string[] = [];
    const make = (text: string) => {
      built.push(text);
      return { text };
    };
    const first = await files.derived('http://remote/server/entry.cjs', make);
    now = 20;
    expect(await files.derived('http://remote/server/entry.cjs', make)).toBe(first);
    await settle();
    expect(await files.derived('http://remote/server/entry.cjs', make)).toBe(first);
    expect(built).toEqual(['v1']);

    s.files['http://remote/server/entry.cjs'] = 'v2';
    now = 40;
    await files.derived('http://remote/server/entry.cjs', make);
    await settle();
    expect(await files.derived('http://remote/server/entry.cjs', make)).toEqual({ text: 'v2' });
    const shell = {};
    expect(await files.derived('http://remote/server/entry.cjs', make, shell)).not.toBe(await files.derived('http://remote/server/entry.cjs', make));
    expect(built).toEqual(['v1', 'v2', 'v2']);
  });
});
