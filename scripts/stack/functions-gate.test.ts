import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUSY_MESSAGE, createFunctionsGate, type FunctionsGate } from './functions-gate';

/** A stand-in for the Functions emulator: it records how many requests of each function overlap. */
function fakeEmulator(answerAfter: (fn: string) => Promise<void>) {
  const inFlight = new Map<string, number>();
  const most = new Map<string, number>();
  let mostInAll = 0;
  let inAll = 0;
  const server = http.createServer(async (req, res) => {
    const fn = req.url!.split('/')[3]!;
    inFlight.set(fn, (inFlight.get(fn) ?? 0) + 1);
    inAll += 1;
    most.set(fn, Math.max(most.get(fn) ?? 0, inFlight.get(fn)!));
    mostInAll = Math.max(mostInAll, inAll);
    let body = '';
    for await (const chunk of req) body += chunk;
    await answerAfter(fn);
    inFlight.set(fn, inFlight.get(fn)! - 1);
    inAll -= 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ result: { fn, echoed: body } }));
  });
  return {
    server,
    most,
    mostInAll: () => mostInAll,
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** One call on a connection of its own (a pooled one could outlive the gate of an earlier test on the same port). */
const call = (gate: FunctionsGate, fn: string, data: unknown) =>
  new Promise<{ status: number; body: unknown; cors: string | undefined }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: gate.port,
        path: `/demo-storefront/us-central1/${fn}`,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      },
      async (res) => {
        let text = '';
        for await (const chunk of res) text += chunk;
        resolve({ status: res.statusCode!, body: JSON.parse(text), cors: res.headers['access-control-allow-origin'] as string | undefined });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ data }));
  });

describe('the gate in front of the Functions emulator', () => {
  let stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.map((stop) => stop()));
    stops = [];
  });

  async function setUp(answerAfter: (fn: string) => Promise<void>, limits = { perFunction: 3, total: 5, queueMs: 10_000, answerMs: 10_000 }) {
    const emulator = fakeEmulator(answerAfter);
    const upstreamPort = await emulator.start();
    const gate = createFunctionsGate({ port: 0, upstreamPort, limits });
    await gate.start();
    stops.push(() => gate.stop(), () => emulator.stop());
    return { emulator, gate };
  }

  it('answers every call of a burst on a cold stack, one at a time until a function has answered, then a few at once', async () => {
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const { emulator, gate } = await setUp(pause);
    const burst = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => call(gate, 'placeOrder', { i })),
      ...Array.from({ length: 50 }, (_, i) => call(gate, 'catalog', { i })),
    ]);
    expect(burst.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    // Each caller got its own answer.
    expect((burst[7]!.body as { result: unknown }).result).toEqual({ fn: 'placeOrder', echoed: JSON.stringify({ data: { i: 7 } }) });
    expect(emulator.most.get('placeOrder')).toBe(3);
    expect(emulator.most.get('catalog')).toBe(3);
    expect(emulator.mostInAll()).toBeLessThanOrEqual(5);
  });

  it('starts one worker for a cold function: its second call waits for its first answer', async () => {
    let first!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (first = resolve));
    const { emulator, gate } = await setUp((fn) => (fn === 'slowToStart' ? firstAnswered : Promise.resolve()));
    const calls = [call(gate, 'slowToStart', 1), call(gate, 'slowToStart', 2)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emulator.most.get('slowToStart')).toBe(1);
    first();
    expect((await Promise.all(calls)).map((c) => c.status)).toEqual([200, 200]);
  });

  it('answers 503 "try again" in the callable protocol, readable by the shop’s page, when the emulator never answers', async () => {
    const { gate } = await setUp(() => new Promise(() => undefined), { perFunction: 1, total: 1, queueMs: 200, answerMs: 300 });
    const [passedOn, waited] = await Promise.all([call(gate, 'placeOrder', 1), call(gate, 'placeOrder', 2)]);
    for (const answer of [passedOn, waited]) {
      expect(answer).toEqual({ status: 503, body: { error: { status: 'UNAVAILABLE', message: BUSY_MESSAGE } }, cors: 'http://localhost:3000' });
    }
  });
});
