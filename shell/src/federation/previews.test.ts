import { asksForPreviews, PREVIEWS_STORAGE_KEY } from './preview-request';
import { applyPreviews } from './previews';

const remotes = {
  mf_catalog: 'https://shop.example.ng/remotes/catalog/1.4.0/mf-manifest.json',
  mf_marketing: 'https://shop.example.ng/remotes/marketing/1.1.0/mf-manifest.json',
};
const allowed = { remotes, previewOrigins: ['https://preview.example.ng'] };
const BRANCH = 'https://preview.example.ng/catalog/pr-42/mf-manifest.json';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('applyPreviews', () => {
  it('leaves the config alone when nothing is asked or kept', () => {
    expect(applyPreviews(allowed, '', memoryStorage())).toEqual({ remotes, active: [], refused: [] });
  });

  it('loads a remote from an allowed preview origin and keeps it for the session', () => {
    const storage = memoryStorage();
    const outcome = applyPreviews(allowed, `?preview=mf_catalog@${encodeURIComponent(BRANCH)}`, storage);
    expect(outcome.remotes).toEqual({ ...remotes, mf_catalog: BRANCH });
    expect(outcome.active).toEqual([{ remote: 'mf_catalog', url: BRANCH }]);
    expect(outcome.refused).toEqual([]);

    // The next page of the session has no query parameter and still previews.
    expect(applyPreviews(allowed, '', storage).remotes.mf_catalog).toBe(BRANCH);
  });

  it('ends every preview with ?preview=off', () => {
    const storage = memoryStorage({ [PREVIEWS_STORAGE_KEY]: JSON.stringify({ mf_catalog: BRANCH }) });
    expect(applyPreviews(allowed, '?preview=off', storage)).toEqual({ remotes, active: [], refused: [] });
    expect(storage.data.has(PREVIEWS_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['an origin the config does not list', `mf_catalog@https://evil.example.com/mf-manifest.json`, 'Preview of mf_catalog refused: https://evil.example.com is not an allowed preview origin.'],
    ['a remote the shop does not have', `mf_elsewhere@${BRANCH}`, 'Preview of mf_elsewhere refused: mf_elsewhere is not a remote of this shop.'],
    ['no manifest URL', 'mf_catalog', 'Preview of mf_catalog refused: The preview is not a manifest URL. Write it as ?preview=mf_catalog@https://host/mf-manifest.json.'],
    ['a script URL', 'mf_catalog@javascript:alert(1)', 'Preview of mf_catalog refused: javascript:alert(1) is not a manifest URL. Write it as ?preview=mf_catalog@https://host/mf-manifest.json.'],
  ])('refuses %s and says why', (_, value, reason) => {
    const storage = memoryStorage();
    const outcome = applyPreviews(allowed, `?preview=${encodeURIComponent(value)}`, storage);
    expect(outcome.refused).toEqual([reason]);
    expect(outcome.remotes).toEqual(remotes);
    expect(storage.data.has(PREVIEWS_STORAGE_KEY)).toBe(false);
  });

  it('refuses every preview where the config lists no preview origin (production)', () => {
    const outcome = applyPreviews({ remotes, previewOrigins: [] }, `?preview=mf_catalog@${BRANCH}`, memoryStorage());
    expect(outcome.refused).toEqual(['Preview of mf_catalog refused: Previews are not allowed on this shop.']);
    expect(outcome.remotes).toEqual(remotes);
  });

  it('drops a kept preview once the config no longer allows its origin, and ignores kept garbage', () => {
    const storage = memoryStorage({ [PREVIEWS_STORAGE_KEY]: JSON.stringify({ mf_catalog: BRANCH, mf_marketing: 42 }) });
    expect(applyPreviews({ remotes, previewOrigins: [] }, '', storage)).toEqual({ remotes, active: [], refused: [] });
    expect(applyPreviews(allowed, '', memoryStorage({ [PREVIEWS_STORAGE_KEY]: '{not json' })).active).toEqual([]);
  });
});

describe('asksForPreviews', () => {
  it('is true for a ?preview in the URL (off included) or a kept preview, and false otherwise', () => {
    expect(asksForPreviews(`?preview=mf_catalog@${BRANCH}`, memoryStorage())).toBe(true);
    expect(asksForPreviews('?preview=off', memoryStorage())).toBe(true);
    expect(asksForPreviews('', memoryStorage({ [PREVIEWS_STORAGE_KEY]: JSON.stringify({ mf_catalog: BRANCH }) }))).toBe(true);
    expect(asksForPreviews('?q=preview', memoryStorage())).toBe(false);
  });
});
