import { createServer, type Server } from 'node:http';
import { freePort } from './firestore-emulator';

export interface StubTransaction {
  reference: string;
  status: string;
  /** Kobo. */
  amount: number;
  currency: string;
  /** Set by a refund of it. */
  refunded?: boolean;
}

/**
 * Paystack's verify and refund endpoints on loopback, speaking their documented shapes: 200 with
 * `{ status: true, data: { … } }` for a known reference, 400 `{ status: false }` for an unknown one (or a
 * refund of a refunded one), 401 for a wrong secret key. `requests` records what the server asked.
 */
export async function startPaystackStub(secretKey: string) {
  const transactions = new Map<string, StubTransaction>();
  const requests: { path: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && req.url === '/refund') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const tx = transactions.get(String((JSON.parse(body || '{}') as { transaction?: unknown }).transaction));
        if (!tx) return send(400, { status: false, message: 'Transaction not found' });
        if (tx.refunded) return send(400, { status: false, message: 'Transaction has been fully reversed' });
        tx.refunded = true;
        return send(200, { status: true, message: 'Refund has been queued for processing', data: { transaction: { reference: tx.reference, amount: tx.amount }, amount: tx.amount, status: 'pending' } });
      });
      return;
    }
    const match = /^\/transaction\/verify\/([^/?]+)$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match) return send(404, { status: false, message: 'Not found' });
    const tx = transactions.get(decodeURIComponent(match[1]!));
    if (!tx) return send(400, { status: false, message: 'Transaction reference not found', type: 'validation_error', code: 'transaction_not_found' });
    return send(200, {
      status: true,
      message: 'Verification successful',
      data: { id: 4099260516, domain: 'test', status: tx.status, reference: tx.reference, amount: tx.amount, currency: tx.currency, gateway_response: tx.status === 'success' ? 'Successful' : 'Declined', channel: 'card' },
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
