import { fetchManifest, ManifestError } from './manifest';

const URL_ = 'http://127.0.0.1:3002/mf-manifest.json';
const answer = (body: string, status = 200) => jest.fn(async () => ({ ok: status < 400, status, text: async () => body }) as Response);
const valid = (buildInfo: unknown) => JSON.stringify({ metaData: { buildInfo }, exposes: [], shared: [] });

describe('fetchManifest', () => {
  it('gives the text as served and the build it names', async () => {
    const body = valid({ buildVersion: '1.3.0', contractsVersion: '1.4.0', buildName: 'mf-catalog' });
    await expect(fetchManifest(URL_, answer(body))).resolves.toEqual({
      text: body,
      build: { version: '1.3.0', contractsVersion: '1.4.0' },
    });
  });

  it('accepts a manifest of an older build that names no contracts version', async () => {
    await expect(fetchManifest(URL_, answer(valid({ buildVersion: '1.0.0' })))).resolves.toMatchObject({
      build: { version: '1.0.0', contractsVersion: undefined },
    });
  });

  it.each([
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), `${URL_} could not be fetched: TypeError: Failed to fetch`],
    ['a 500', answer('oops', 500), `${URL_} answered 500`],
    ['a 404', answer('Not found', 404), `${URL_} answered 404`],
    ['an HTML page', answer('<!doctype html><p>hi'), `${URL_} is not JSON`],
    ['JSON that is no manifest', answer('{"remotes":[]}'), `${URL_} is not a federation manifest`],
    ['a list', answer('[]'), `${URL_} is not a federation manifest`],
  ])('reports %s as a ManifestError', async (_, fetchImpl, message) => {
    await expect(fetchManifest(URL_, fetchImpl as unknown as typeof fetch)).rejects.toEqual(new ManifestError(message));
  });
});
