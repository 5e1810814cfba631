import { ServerCallError } from 'shared-contracts';
import { createServerAccountStore } from './server-account-store';

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

const store = (server: ReturnType<typeof fakeServer>, token: string | null = 'id-token-ada') =>
  createServerAccountStore({ url: URL_BASE, idToken: async () => token, fetchImpl: server.fetchImpl });

describe('the account store over the shop’s server', () => {
  it('calls the callable with the payload in data and the ID token, and resolves to its result', async () => {
    const server = fakeServer({ updateLocation: { body: { result: { city: 'Ikeja', state: 'Lagos' } } } });
    await expect(store(server).updateLocation('uid-ada', { city: 'Ikeja' })).resolves.toEqual({ city: 'Ikeja', state: 'Lagos' });
    expect(server.calls).toEqual([{ name: 'updateLocation', data: { city: 'Ikeja' }, authorization: 'Bearer id-token-ada' }]);
  });

  it('sends App Check’s token with every call where it is configured, a visitor’s too', async () => {
    const server = fakeServer({ listProductReviews: { body: { result: [] } }, listOrders: { body: { result: [] } } });
    const appCheckToken = async () => 'app-check-1';
    const checked = createServerAccountStore({ url: URL_BASE, idToken: async () => 'id-token-ada', appCheckToken, fetchImpl: server.fetchImpl });
    await checked.listProductReviews!('p1');
    await checked.listOrders('uid-ada');
    expect(server.calls.map((c) => c.appCheck)).toEqual(['app-check-1', 'app-check-1']);
  });

  it("asks for a product's reviews without a token, so a visitor loads no identity code for them", async () => {
    const server = fakeServer({ listProductReviews: { body: { result: [] } } });
    const idToken = jest.fn(async () => 'id-token-ada');
    await createServerAccountStore({ url: URL_BASE, idToken, fetchImpl: server.fetchImpl }).listProductReviews!('p1');
    expect(server.calls[0]!.authorization).toBeNull();
    expect(idToken).not.toHaveBeenCalled();
  });

  it('registers a visitor for the early bird without a token, and resolves to what the server did', async () => {
    const server = fakeServer({ registerEarlyBird: { body: { result: 'updated' } } });
    const idToken = jest.fn(async () => 'id-token-ada');
    const registration = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '', company: '', images: [{ title: 'Bag', image: 'data:image/png;base64,AA==' }] };
    await expect(createServerAccountStore({ url: URL_BASE, idToken, fetchImpl: server.fetchImpl }).registerEarlyBird!(registration)).resolves.toBe('updated');
    expect(server.calls).toEqual([{ name: 'registerEarlyBird', data: registration, authorization: null }]);
    expect(idToken).not.toHaveBeenCalled();

    // A shopper already signed in sends their token along: the owner of the email may replace it (issue 32).
    const knownIdToken = jest.fn(async () => 'id-token-ada');
    await createServerAccountStore({ url: URL_BASE, idToken, knownIdToken, fetchImpl: server.fetchImpl }).registerEarlyBird!(registration);
    expect(server.calls[1]).toEqual({ name: 'registerEarlyBird', data: registration, authorization: 'Bearer id-token-ada' });
    expect(idToken).not.toHaveBeenCalled();
  });

  it("rejects with the server's reason when it refuses a write, so the form can say why", async () => {
    const server = fakeServer({
      addListing: { status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: 'name: must be at most 80 characters' } } },
      readPreferences: { status: 404, body: { error: { status: 'NOT_FOUND', message: 'User not found' } } },
      savePreferences: { status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many requests, try again in 42 s' } } },
    });
    const error = await store(server).addListing('uid-ada', { name: 'x'.repeat(81) } as never).catch((e: ServerCallError) => e);
    expect(error).toBeInstanceOf(ServerCallError);
    expect(error).toMatchObject({ code: 'invalid', message: 'name: must be at most 80 characters' });
    await expect(store(server).readPreferences('uid-ada')).rejects.toMatchObject({ code: 'not-found', message: 'User not found' });
    await expect(store(server).savePreferences('uid-ada', {} as never)).rejects.toMatchObject({ code: 'invalid', message: 'Too many requests, try again in 42 s' });
  });

  it('reports an unreachable server as unavailable', async () => {
    await expect(store(fakeServer({})).listOrders('uid-ada')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('sends only what a seller decides about a listing; the server builds its rating, slug and seller', async () => {
    const server = fakeServer({ addListing: { body: { result: { id: 'listing-1' } } } });
    await store(server).addListing('uid-ada', {
      name: 'Pillow', description: 'Soft', price: 18_500, category: 'Home & Garden', stock: 3, images: ['data:image/png;base64,AA=='],
      image: 'data:image/png;base64,AA==', rating: 5, reviewCount: 999, slug: 'forged', details: [], isNew: true, discountPercentage: 0,
    } as never);
    expect(server.calls[0]!.data).toEqual({
      name: 'Pillow', description: 'Soft', price: 18_500, category: 'Home & Garden', brand: '', sku: '', stock: 3,
      images: ['data:image/png;base64,AA=='], tags: [], specifications: [], isActive: true, isFeatured: false,
    });
  });

  it("sends a listing's edit with only the fields a seller may change and gave, and resolves to the listing", async () => {
    const server = fakeServer({ updateListing: { body: { result: { id: 'listing-1', price: 21_000, isActive: false } } } });
    const patch = { price: 21_000, isActive: false, stock: undefined, name: 'Renamed', category: 'Books' };
    await expect(store(server).updateListing!('uid-ada', 'listing-1', patch as never)).resolves.toEqual({ id: 'listing-1', price: 21_000, isActive: false });
    expect(server.calls).toEqual([{ name: 'updateListing', data: { id: 'listing-1', price: 21_000, isActive: false }, authorization: 'Bearer id-token-ada' }]);
  });

  it("rejects another seller's listing as the server answers it: 'not-found', 'No such listing'", async () => {
    const server = fakeServer({ updateListing: { status: 404, body: { error: { status: 'NOT_FOUND', message: 'No such listing' } } } });
    await expect(store(server).updateListing!('uid-ada', 'listing-x', { price: 1 })).rejects.toMatchObject({ code: 'not-found', message: 'No such listing' });
  });

  it('never writes an order from the browser, and lists only orders from paid on', async () => {
    const order = (id: string, status: string) => ({ id, status, items: [], total: 1, date: '2026-11-23T10:00:00Z', paymentMethod: 'Card', shippingAddress: 'x' });
    const server = fakeServer({ listOrders: { body: { result: [order('A', 'awaiting-payment'), order('B', 'paid'), order('C', 'sealed')] } } });
    await expect(store(server).addOrder('uid-ada', order('Z', 'paid') as never)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await store(server).listOrders('uid-ada')).map((o) => o.id)).toEqual(['B', 'C']);
  });

  it("lists the orders awaiting payment or expired apart (one request for both lists at once), and asks for a new attempt at one", async () => {
    const order = (id: string, status: string) => ({ id, status, items: [], total: 1, date: '2026-11-23T10:00:00Z', paymentMethod: 'Card', shippingAddress: 'x', expiresAt: 1 });
    const server = fakeServer({
      listOrders: { body: { result: [order('A', 'awaiting-payment'), order('B', 'paid'), order('C', 'expired')] } },
      resumePayment: { body: { result: { status: 'awaiting-payment', orderId: 'A', reference: 'SHOP-2' } } },
    });
    const both = store(server);
    const [paid, unpaid] = await Promise.all([both.listOrders('uid-ada'), both.listUnpaidOrders!('uid-ada')]);
    expect([paid.map((o) => o.id), unpaid.map((o) => o.id)]).toEqual([['B'], ['A', 'C']]);
    expect(server.calls.filter((c) => c.name === 'listOrders')).toHaveLength(1); // asked together: one request
    await both.listOrders('uid-ada');
    expect(server.calls.filter((c) => c.name === 'listOrders')).toHaveLength(2); // later: asked again, never cached
    expect(await store(server).resumePayment!('uid-ada', 'A')).toMatchObject({ reference: 'SHOP-2' });
    expect(server.calls.at(-1)).toMatchObject({ name: 'resumePayment', data: { orderId: 'A' } });
  });
});
