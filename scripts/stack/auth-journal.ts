// The shop's accounts kept as durably as its data. The Auth emulator holds accounts in memory and exports them
// only when it stops cleanly, so a kill -9 lost every sign-up since the last clean stop (and firebase-tools'
// export swaps folders non-atomically). Here the emulator listens behind a proxy on the Auth port: a request
// that changed accounts is answered only once the accounts it touched (read back whole, through the
// emulator's own admin API) are in a journal on disk (durable-journal.ts). At start the journal is replayed
// over whatever the emulator imported, and rewritten with one line per account.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { journalFile, openJournal, readJournal, replaceDurably, type Journal } from './durable-journal';

/** An account as the emulator's admin API reads and writes it (accounts:lookup, accounts:batchCreate). */
interface Account {
  localId: string;
  [field: string]: unknown;
}
/** One change: accounts now as they are, accounts gone, or every account gone (the journeys' reset). */
interface AccountsEntry {
  put?: Account[];
  deleted?: string[];
  clear?: true;
}

/** Calls that read or send mail, never change an account. */
const READS = /:(lookup|createAuthUri|sendOobCode|batchGet|query)$/;
const RESET = /^\/emulator\/v1\/projects\/[^/]+\/accounts\/?$/;

const json = (buffer: Buffer): Record<string, unknown> | null => {
  try {
    return JSON.parse(buffer.toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** The accounts a successful call named: its own `localId`(s), or those its answer names. */
function accountsNamed(request: Record<string, unknown> | null, answer: Record<string, unknown> | null): string[] {
  const ids = new Set<string>();
  for (const body of [request, answer]) {
    if (!body) continue;
    if (typeof body.localId === 'string') ids.add(body.localId);
    if (Array.isArray(body.localIds)) for (const id of body.localIds) if (typeof id === 'string') ids.add(id);
    if (Array.isArray(body.users)) for (const user of body.users as { localId?: unknown }[]) if (typeof user?.localId === 'string') ids.add(user.localId);
  }
  return [...ids];
}

export interface AuthJournal {
  readonly port: number;
  /** Puts back what the journal holds into the emulator (already answering behind it), then opens the port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The proxy on `port` for the emulator at `upstreamPort`, its journal at `${base}.journal`. */
export function createAuthJournal({
  port,
  upstreamPort,
  projectId,
  base,
  host = '127.0.0.1',
}: {
  port: number;
  upstreamPort: number;
  projectId: string;
  base: string;
  host?: string;
}): AuthJournal {
  let server: http.Server | null = null;
  let journal: Journal<AccountsEntry> | null = null;
  const admin = `/identitytoolkit.googleapis.com/v1/projects/${projectId}`;

  /** One request to the emulator, its whole answer read. */
  function ask(method: string, path: string, headers: http.OutgoingHttpHeaders, body?: Buffer | string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host, port: upstreamPort, method, path, headers }, async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) });
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  const asOwner = (method: string, path: string, body?: object) =>
    ask(method, path, { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body && JSON.stringify(body)).then((answer) => {
      if (answer.status >= 300) throw new Error(`The Auth emulator refused ${path}: HTTP ${answer.status} ${answer.body.toString().slice(0, 300)}`);
      return json(answer.body) ?? {};
    });

  /** The change a successful call made, read back whole. */
  async function entryFor(req: IncomingMessage, body: Buffer, answer: Buffer): Promise<AccountsEntry | null> {
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'DELETE' && RESET.test(path)) return { clear: true };
    if (req.method !== 'POST' || !path.startsWith('/identitytoolkit.googleapis.com/') || READS.test(path)) return null;
    const ids = accountsNamed(json(body), json(answer));
    if (ids.length === 0) return null;
    const { users = [] } = (await asOwner('POST', `${admin}/accounts:lookup`, { localId: ids })) as { users?: Account[] };
    const found = new Set(users.map((u) => u.localId));
    return { put: users, deleted: ids.filter((id) => !found.has(id)) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    try {
      const answer = await ask(req.method ?? 'GET', req.url ?? '/', req.headers, body);
      if (answer.status < 300) {
        const entry = await entryFor(req, body, answer.body);
        if (entry) {
          if (!journal) throw new Error('the journal is closed');
          journal.append(entry);
        }
      }
      res.writeHead(answer.status, answer.headers).end(answer.body);
    } catch (error) {
      // The change may be made but is not kept: the caller is told, as a real service says it is unavailable.
      res.writeHead(503, { 'Content-Type': 'application/json', ...(req.headers.origin ? { 'Access-Control-Allow-Origin': req.headers.origin } : {}) });
      res.end(JSON.stringify({ error: { code: 503, message: `UNAVAILABLE: the accounts could not be kept (${(error as Error).message})` } }));
    }
  }

  /** Every account the journal holds, last state first wins; `cleared` when a reset came among them. */
  async function replay() {
    const accounts = new Map<string, Account | null>();
    let cleared = false;
    for (const entry of readJournal<AccountsEntry>(base)) {
      if (entry.clear) {
        cleared = true;
        accounts.clear();
      }
      for (const user of entry.put ?? []) accounts.set(user.localId, user);
      for (const id of entry.deleted ?? []) accounts.set(id, null);
    }
    const users = [...accounts.values()].filter((u): u is Account => u !== null);
    const deleted = [...accounts].filter(([, u]) => u === null).map(([id]) => id);
    if (cleared) await asOwner('DELETE', `/emulator/v1/projects/${projectId}/accounts`);
    for (let i = 0; i < users.length; i += 500) await asOwner('POST', `${admin}/accounts:batchCreate`, { users: users.slice(i, i + 500), allowOverwrite: true });
    if (deleted.length) await asOwner('POST', `${admin}/accounts:batchDelete`, { localIds: deleted, force: true });
    // One line per account from now on: what the emulator holds of the journal, and what it must not.
    const lines = [...(cleared ? [{ clear: true }] : []), ...(users.length || deleted.length ? [{ put: users, deleted }] : [])];
    replaceDurably(journalFile(base), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }

  return {
    get port() {
      return (server?.address() as AddressInfo | null)?.port ?? port;
    },
    async start() {
      await replay();
      journal = openJournal<AccountsEntry>(base);
      const next = http.createServer((req, res) => void handle(req, res));
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(port, host, () => resolve());
      });
      server = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        journal?.close();
        journal = null;
        if (!current) return resolve();
        current.closeAllConnections();
        current.close(() => resolve());
      }),
  };
}
