import { ServerCallError } from 'shared-contracts';
import type { ServerTokens } from './server-call';
import { lazyCallServer } from './lazy-call-server';

const mockClient = { loads: 0, failNext: false, made: [] as { url: string; tokens: ServerTokens }[], answer: jest.fn() };
jest.mock('./server-call', () => {
  mockClient.loads += 1;
  if (mockClient.failNext) {
    mockClient.failNext = false;
    throw new Error('ChunkLoadError');
  }
  return {
    serverSender: (url: string, tokens: ServerTokens) => {
      mockClient.made.push({ url, tokens });
      return mockClient.answer;
    },
  };
});

const URL_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1';
const tokens = { idToken: async () => 'token' };

beforeEach(() => {
  jest.resetModules();
  mockClient.answer.mockReset().mockResolvedValue({ status: 'paid' });
  Object.assign(mockClient, { loads: 0, failNext: false, made: [] });
});

describe('lazyCallServer: the server’s client, loaded on the first call', () => {
  it('loads nothing until the first call, then one client for every call', async () => {
    const call = lazyCallServer(URL_BASE, tokens);
    expect(mockClient.made).toEqual([]);
    await expect(call('confirmPayment', { orderId: 'o-1' })).resolves.toEqual({ status: 'paid' });
    await call('readAccount', undefined, { public: true });
    expect(mockClient.made).toEqual([{ url: URL_BASE, tokens }]);
    expect(mockClient.answer.mock.calls).toEqual([
      ['confirmPayment', { orderId: 'o-1' }, undefined],
      ['readAccount', undefined, { public: true }],
    ]);
  });

  it("reports a client that cannot load as 'unavailable', and tries again on the next call", async () => {
    mockClient.failNext = true;
    const call = lazyCallServer(URL_BASE, tokens);
    const error = await call('readAccount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerCallError);
    expect(error).toMatchObject({ code: 'unavailable' });
    await expect(call('readAccount')).resolves.toEqual({ status: 'paid' });
  });

  it("passes the server's own refusals through unchanged", async () => {
    mockClient.answer.mockRejectedValue(new ServerCallError('not-found', 'No such order'));
    await expect(lazyCallServer(URL_BASE, tokens)('resumePayment', { orderId: 'x' })).rejects.toMatchObject({ code: 'not-found', message: 'No such order' });
  });
});
