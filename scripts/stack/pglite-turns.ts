// PGlite has one session, and every client of the socket server shares it. pglite-socket's own queue
// passes each wire message on as it comes and keeps a client's turn only inside a transaction, so two
// clients' extended-protocol messages (Parse, Bind, Execute … Sync) can interleave: one's Bind meets the
// other's unnamed statement, giving a wrong answer or an error (electric-sql/pglite#1046). Here a client
// keeps the session from its first message to the end of its exchange (Sync, a simple Query or leaving),
// and for as long as its transaction is open. A failed message fails its client, not the queue.
import type { PGlite } from '@electric-sql/pglite';

interface Waiting {
  client: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: Error): void;
}

const PROTOCOL_3 = 196_608;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

/** True when the message closes an exchange: a startup packet, Sync, a simple Query or Terminate. */
export function endsExchange(message: Uint8Array): boolean {
  if (message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === PROTOCOL_3) return true;
  return message[0] === SYNC || message[0] === QUERY || message[0] === TERMINATE;
}

/** The queue pglite-socket's handlers are given (the shape of its own QueryQueueManager). */
export class SessionTurns {
  private waiting: Waiting[] = [];
  /** The client whose exchange or transaction holds the session. */
  private holder: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(client: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ client, message, onData, resolve, reject });
      void this.run();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  clearQueueForHandler(client: number): void {
    for (const gone of this.waiting.filter((w) => w.client === client)) gone.reject(new Error('Handler disconnected'));
    this.waiting = this.waiting.filter((w) => w.client !== client);
  }

  /** A client left: end what it left open, so the next client starts clean. */
  async clearTransactionIfNeeded(client: number): Promise<void> {
    if (this.holder !== client) return;
    await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => undefined }));
    if (this.db.isInTransaction()) await this.db.exec('rollback');
    this.holder = null;
    void this.run();
  }

  private next(): Waiting | undefined {
    const at = this.holder === null ? 0 : this.waiting.findIndex((w) => w.client === this.holder);
    return at < 0 ? undefined : this.waiting.splice(at, 1)[0];
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let turn = this.next(); turn; turn = this.next()) {
        this.holder = turn.client;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(turn.message, {
              onRawData: (data) => {
                bytes += data.length;
                turn.onData(data);
              },
            }),
          );
          turn.resolve(bytes);
        } catch (error) {
          turn.reject(error as Error);
        }
        if (endsExchange(turn.message) && !this.db.isInTransaction()) this.holder = null;
      }
    } finally {
      this.running = false;
    }
  }
}
