import fs from 'node:fs';
import { createServer } from 'node:net';
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
