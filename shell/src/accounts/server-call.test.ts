import { ServerCallError } from 'shared-contracts';
import { serverCaller } from './server-call';

const URL_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1';

/** A fetch answering each callable by name, recording what the browser sent. */
function fakeServer(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { name: string; data: unknown; authorization: string | null; appCheck?: string }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input).slice(URL_BASE.length + 1);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      name,
      data: JSON.parse(String(init?.body)).data,
      authorization: headers.Authorization ?? null,
      ...(headers['X-Firebase-AppCheck'] ? { appCheck: headers['X-Firebase-AppCheck'] } : {}),
    });
    const answer = answers[name];
    if (!answer) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return { ok: status < 300, status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const caller = (server: ReturnType<typeof fakeServer>, token: string | null = 'id-token-ada') =>
  serverCaller(URL_BASE, { idToken: async () => token, fetchImpl: server.fetchImpl });

describe('callServer: one of the shop server’s callables', () => {
  it('posts the payload as data with the ID token, and resolves to the result', async () => {
    const server = fakeServer({ updateLocation: { body: { result: { city: 'Ikeja', state: 'Lagos' } } } });
    await expect(caller(server)('updateLocation', { city: 'Ikeja' })).resolves.toEqual({ city: 'Ikeja', state: 'Lagos' });
    expect(server.calls).toEqual([{ name: 'updateLocation', data: { city: 'Ikeja' }, authorization: 'Bearer id-token-ada' }]);
  });

  it('sends an empty payload when a call names none, as the callables’ schemas expect', async () => {
    const server = fakeServer({ listOrders: { body: { result: [] } } });
    await caller(server)('listOrders');
    expect(server.calls[0]!.data).toEqual({});
  });

  it('sends App Check’s token with every call where it is configured, a public one too', async () => {
    const server = fakeServer({ listProductReviews: { body: { result: [] } }, listOrders: { body: { result: [] } } });
    const call = serverCaller(URL_BASE, { idToken: async () => 'id-token-ada', appCheckToken: async () => 'app-check-1', fetchImpl: server.fetchImpl });
    await call('listProductReviews', { productId: 'p1' }, { public: true });
    await call('listOrders');
    expect(server.calls.map((c) => c.appCheck)).toEqual(['app-check-1', 'app-check-1']);
  });

  it('makes a public call without loading sign-in: a visitor sends no token, a shopper already signed in sends theirs', async () => {
    const server = fakeServer({ registerEarlyBird: { body: { result: 'updated' } } });
    const idToken = jest.fn(async () => 'id-token-ada');
    const registration = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', images: [] };
    await expect(serverCaller(URL_BASE, { idToken, fetchImpl: server.fetchImpl })('registerEarlyBird', registration, { public: true })).resolves.toBe('updated');
    expect(server.calls[0]).toEqual({ name: 'registerEarlyBird', data: registration, authorization: null });

    const knownIdToken = jest.fn(async () => 'id-token-ada');
    await serverCaller(URL_BASE, { idToken, knownIdToken, fetchImpl: server.fetchImpl })('registerEarlyBird', registration, { public: true });
    expect(server.calls[1]!.authorization).toBe('Bearer id-token-ada');
    expect(idToken).not.toHaveBeenCalled();
  });

  it("rejects with the server's reason, which names the field, so a form can say why", async () => {
    const server = fakeServer({
      addListing: { status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: 'name: must be at most 80 characters' } } },
      readPreferences: { status: 404, body: { error: { status: 'NOT_FOUND', message: 'User not found' } } },
      savePreferences: { status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many requests, try again in 42 s' } } },
      listSales: { status: 401, body: { error: { status: 'UNAUTHENTICATED', message: 'Please sign in to continue' } } },
    });
    const listing = { name: 'x'.repeat(81), description: 'Soft.', price: 1_000, category: 'Other' as const, stock: 1, images: [] };
    const error = await caller(server)('addListing', listing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerCallError);
    expect(error).toMatchObject({ code: 'invalid', message: 'name: must be at most 80 characters' });
    await expect(caller(server)('readPreferences')).rejects.toMatchObject({ code: 'not-found', message: 'User not found' });
    await expect(caller(server)('savePreferences', {})).rejects.toMatchObject({ code: 'invalid', message: 'Too many requests, try again in 42 s' });
    await expect(caller(server)('listSales')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reports an unreachable server, or one answering no JSON, as unavailable', async () => {
    await expect(caller(fakeServer({}))('listOrders')).rejects.toMatchObject({ code: 'unavailable' });
    const broken = fakeServer({ listOrders: { status: 502, body: undefined } });
    await expect(caller(broken)('listOrders')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
