import fs from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { createCatalogDatabase, type CatalogDatabase } from './catalog-database';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Postgres wire messages, written by hand so a test can stop a client between its Parse and its Bind. */
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstring = (text: string) => Buffer.from(`${text}\0`);
const message = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
};

/** One raw connection: sends messages, and reads the server's messages of a type as they come. */
class WireClient {
  private received = Buffer.alloc(0);
  private wake: (() => void) | null = null;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (data) => {
      this.received = Buffer.concat([this.received, data]);
      this.wake?.();
    });
  }

  static async connect(port: number): Promise<WireClient> {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => resolve(s)).once('error', reject);
    });
    const client = new WireClient(socket);
    const startup = Buffer.concat([int32(196_608), cstring('user'), cstring('postgres'), cstring('database'), cstring('postgres'), Buffer.from([0])]);
    socket.write(Buffer.concat([int32(startup.length + 4), startup]));
    await client.until('Z'); // ReadyForQuery
    return client;
  }

  send(...messages: Buffer[]): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(Buffer.concat(messages), (error) => (error ? reject(error) : resolve())));
  }

  /** The next whole message of `type`, every message before it dropped; an ErrorResponse throws. */
  async until(type: string): Promise<Buffer> {
    for (;;) {
      while (this.received.length >= 5 && this.received.length >= 1 + this.received.readInt32BE(1)) {
        const whole = this.received.subarray(0, 1 + this.received.readInt32BE(1));
        this.received = this.received.subarray(whole.length);
        const got = String.fromCharCode(whole[0]!);
        if (got === type) return whole;
        if (got === 'E') throw new Error(`the server refused: ${whole.subarray(5).toString().replace(/\0/g, ' ')}`);
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  close() {
    this.socket.destroy();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each start loads PostgreSQL's WASM (seconds on these machines).
jest.setTimeout(60_000);

describe('the stack’s catalog database', () => {
  describe('in memory', () => {
    let database: CatalogDatabase;
    let pool: Pool;

    beforeAll(async () => {
      database = createCatalogDatabase({ port: await freePort() });
      await database.start();
      pool = new Pool({ connectionString: database.url, max: 5 });
    });
    afterAll(async () => {
      await pool.end();
      await database.stop();
    });

    it('answers pg over its URL, pg_trgm included', async () => {
      await pool.query('create extension if not exists pg_trgm');
      const { rows } = await pool.query<{ similarity: number }>("select similarity('abc', 'abd') as similarity");
      expect(rows[0]!.similarity).toBeCloseTo(1 / 3);
    });

    it('serves several clients at once', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.query<{ n: number }>('select $1::int as n', [i])));
      expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });

    it('keeps a client’s exchange whole, from its Parse to its Sync, while another client asks', async () => {
      const first = await WireClient.connect(database.port);
      try {
        // The first client's statement is parsed; its Bind and Execute are still to come.
        await first.send(message('P', cstring(''), cstring('select $1::int + 1 as n'), int16(0)), message('H'));
        await first.until('1'); // ParseComplete
        // A second client (a pg Pool's) asks meanwhile, with a statement of its own.
        const second = pool.query<{ word: string }>('select $1::text as word', ['second']);
        await new Promise((resolve) => setTimeout(resolve, 200)); // lets its messages reach the server
        await first.send(
          message('B', cstring(''), cstring(''), int16(0), int16(1), int32(1), Buffer.from('7'), int16(0)),
          message('E', cstring(''), int32(0)),
          message('S'),
        );
        expect((await first.until('D')).subarray(11).toString()).toBe('8'); // a DataRow of its own statement's one column
        await first.until('Z');
        expect((await second).rows).toEqual([{ word: 'second' }]);
      } finally {
        first.close();
      }
    });

    it('never runs another client’s statement inside a transaction', async () => {
      await pool.query('create table counted (n int)');
      const writer = await pool.connect();
      const reader = await pool.connect();
      const order: string[] = [];
      try {
        await writer.query('begin');
        await writer.query('insert into counted values (1)');
        const read = reader.query<{ rows: number }>('select count(*)::int as rows from counted').then((result) => {
          order.push('read');
          return result.rows[0]!.rows;
        });
        await delay(300);
        expect(order).toEqual([]); // waiting behind the open transaction
        await writer.query('insert into counted values (2)');
        await writer.query('commit');
        order.push('commit');
        expect(await read).toBe(2);
        expect(order).toEqual(['commit', 'read']);
      } finally {
        writer.release();
        reader.release();
      }
    });
  });

  it('keeps its data across stop and start when given a folder', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-db-')), 'catalog-db');
    const database = createCatalogDatabase({ port: await freePort(), dataDir });
    await database.start();
    let client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query("create table kept (title text); insert into kept values ('Adire pillow')");
    await client.end();
    await database.stop();

    await database.start();
    client = new Client({ connectionString: database.url });
    try {
      await client.connect();
      expect((await client.query('select title from kept')).rows).toEqual([{ title: 'Adire pillow' }]);
    } finally {
      await client.end();
      await database.stop();
    }
  });

  it('refuses a taken port in one line naming it and how to move', async () => {
    const port = await freePort();
    const squatter = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => squatter.once('listening', resolve));
    try {
      const start = createCatalogDatabase({ port }).start();
      await expect(start).rejects.toThrow(`Cannot start the catalog database at 127.0.0.1:${port}: the port is taken.`);
      await expect(start).rejects.toThrow(/CATALOG_DATABASE_PORT/);
    } finally {
      squatter.close();
    }
  });
});
