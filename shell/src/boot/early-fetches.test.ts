import { openEarlyFetches, takeEarlyFetches } from './early-fetches';

const response = (body: string) => ({ ok: true, status: 200, body }) as unknown as Response;

describe('early fetches: the boot script asks, the shell takes', () => {
  it('hands each early response to the shell once; a second read goes to the network', async () => {
    const scope = {};
    const early = openEarlyFetches(scope, jest.fn(async () => response('early')))!;
    const asked = early.fetch('/config.json', { cache: 'no-store' });
    const network = jest.fn(async () => response('network'));
    const fetchOnce = takeEarlyFetches(scope, network);

    await expect(fetchOnce('/config.json')).resolves.toBe(await asked);
    expect(network).not.toHaveBeenCalled();
    await expect(fetchOnce('/config.json')).resolves.toEqual(response('network'));
    expect(network).toHaveBeenCalledWith('/config.json', undefined);
  });

  it('matches a URL object or a Request by its address', async () => {
    const scope = {};
    const early = openEarlyFetches(scope, jest.fn(async () => response('manifest')))!;
    const url = 'http://127.0.0.1:3602/mf-manifest.json';
    const asked = early.fetch(url, {});
    const fetchOnce = takeEarlyFetches(scope, jest.fn());
    await expect(fetchOnce(new URL(url), { cache: 'no-cache' })).resolves.toBe(await asked);
  });

  it('keeps what the boot script asks for after the shell started, as the shell may not have asked yet', async () => {
    const scope = {};
    const early = openEarlyFetches(scope, jest.fn(async () => response('late')))!;
    const fetchOnce = takeEarlyFetches(scope, jest.fn());
    const asked = early.fetch('/m.json', {});
    await expect(fetchOnce('/m.json')).resolves.toBe(await asked);
  });

  it('gives the boot script nothing to do once the shell started without it', () => {
    const scope = {};
    const network = jest.fn(async () => response('network'));
    takeEarlyFetches(scope, network);
    expect(openEarlyFetches(scope, jest.fn())).toBeNull();
  });

  it('hands over a failed early fetch as the failure, for the shell to report', async () => {
    const scope = {};
    const early = openEarlyFetches(scope, jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))!;
    early.fetch('/config.json', {}).catch(() => undefined);
    await expect(takeEarlyFetches(scope, jest.fn())('/config.json')).rejects.toThrow('Failed to fetch');
  });
});
