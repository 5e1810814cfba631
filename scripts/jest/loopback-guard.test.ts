import { spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { connectTarget, failOnRefusals, isLoopback, REFUSED, takeRefusals } from './loopback-guard';

// Addresses that lead nowhere should the guard ever let them through: TEST-NET-1 (RFC 5737) and a name
// under .invalid (RFC 2606) — besides the metadata server's, refused before any packet or lookup.
const OFF_MACHINE = '192.0.2.1';

/** The error a socket failed with. */
const failure = (socket: { once(event: 'error', listener: (error: Error) => void): unknown }) =>
  new Promise<Error & { code?: string }>((resolve) => socket.once('error', resolve));

/** What the guard noted since the last check (taken, so this test's own refusals do not fail it). */
const refused = () => takeRefusals().map(({ address, kind, test }) => ({ address, kind, test }));

const ROOT = path.resolve(__dirname, '../..');
const setupFile = 'scripts/jest/offline.setup.ts';

describe('isLoopback: this machine, told without resolving a name', () => {
  it('allows localhost and literal loopback addresses', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '0.0.0.0', '::']) {
      expect([host, isLoopback(host)]).toEqual([host, true]);
    }
  });

  it('refuses every other address and every other name, however it would resolve', () => {
    const off = ['169.254.169.254', 'metadata.google.internal', 'metadata.google.internal.', '10.0.0.1', OFF_MACHINE, '::ffff:169.254.169.254', '2001:db8::1', 'fe80::1', 'example.invalid', 'localhost.example.com', '127.0.0.1.nip.io', 'ip6-localhost'];
    for (const host of off) expect([host, isLoopback(host)]).toEqual([host, false]);
  });
});

describe('connectTarget: where net.Socket#connect goes, as Node reads its arguments', () => {
  it('reads options, port and host, the normalized array, and pipes', () => {
    expect(connectTarget([{ host: '169.254.169.254', port: 80 }])).toEqual({ host: '169.254.169.254', port: 80 });
    expect(connectTarget([{ port: 80 }])).toEqual({ host: 'localhost', port: 80 });
    expect(connectTarget([[{ host: OFF_MACHINE, port: 443 }, null]])).toEqual({ host: OFF_MACHINE, port: 443 });
    expect(connectTarget([5432, 'db.example'])).toEqual({ host: 'db.example', port: 5432 });
    expect(connectTarget(['5432'])).toEqual({ host: 'localhost', port: '5432' });
    expect(connectTarget(['/var/run/postgresql/.s.PGSQL.5432'])).toBeNull();
    expect(connectTarget([{ path: '/tmp/a.sock' }])).toBeNull();
  });
});

describe('the loopback guard, installed by every jest project’s setup', () => {
  afterEach(() => {
    // Whatever a test left unchecked would fail it in the setup's afterEach; it should have been taken.
    expect(takeRefusals()).toEqual([]);
  });

  it('refuses a socket beyond loopback with an error naming the address, and notes the test that opened it', async () => {
    const error = await failure(net.connect({ host: OFF_MACHINE, port: 80 }));
    expect(error.message).toContain(`${OFF_MACHINE}:80`);
    expect(error.code).toBe(REFUSED);
    expect(refused()).toEqual([{ address: `${OFF_MACHINE}:80`, kind: 'socket', test: expect.stringContaining('notes the test that opened it') }]);
  });

  it('refuses the metadata server by address and by name, without looking the name up', async () => {
    const request = http.get('http://169.254.169.254/computeMetadata/v1/instance', { headers: { 'Metadata-Flavor': 'Google' } });
    expect((await failure(request)).message).toContain('169.254.169.254:80');
    const lookup = jest.fn();
    expect((await failure(net.connect({ host: 'metadata.google.internal', port: 80, lookup }))).message).toContain('metadata.google.internal:80');
    expect(lookup).not.toHaveBeenCalled(); // refused by its name, never resolved
    expect(refused().map((r) => r.address)).toEqual(['169.254.169.254:80', 'metadata.google.internal:80']);
  });

  it('refuses TLS, fetch and IPv6 beyond loopback', async () => {
    expect((await failure(tls.connect({ host: 'example.invalid', port: 443 }))).message).toContain('example.invalid:443');
    const fetched = await fetch(`http://${OFF_MACHINE}:8080/`).then(() => null, (error: Error & { cause?: Error }) => error);
    expect(fetched?.cause?.message).toContain(`${OFF_MACHINE}:8080`);
    expect((await failure(net.connect({ host: '2001:db8::1', port: 443 }))).message).toContain('[2001:db8::1]:443');
    expect(refused().map((r) => r.address)).toEqual(['example.invalid:443', `${OFF_MACHINE}:8080`, '[2001:db8::1]:443']);
  });

  it('tells the refusal under fake timers too', async () => {
    jest.useFakeTimers();
    try {
      expect((await failure(net.connect({ host: OFF_MACHINE, port: 25 }))).message).toContain(`${OFF_MACHINE}:25`);
    } finally {
      jest.useRealTimers();
    }
    expect(refused().map((r) => r.address)).toEqual([`${OFF_MACHINE}:25`]);
  });

  it('refuses UDP beyond loopback', async () => {
    const udp = dgram.createSocket('udp4');
    try {
      const sent = await new Promise<Error | null>((resolve) => udp.send('x', 53, OFF_MACHINE, resolve));
      expect(sent?.message).toContain(`${OFF_MACHINE}:53`);
      // Node calls connect's callback with the error, as the guard does (its types say no argument).
      const connected = await new Promise<Error | undefined>((resolve) => udp.connect(53, OFF_MACHINE, resolve as () => void));
      expect(connected?.message).toContain(`${OFF_MACHINE}:53`);
      expect(refused()).toEqual([
        expect.objectContaining({ address: `${OFF_MACHINE}:53`, kind: 'udp' }),
        expect.objectContaining({ address: `${OFF_MACHINE}:53`, kind: 'udp' }),
      ]);
    } finally {
      udp.close();
    }
  });

  it('fails the test: the setup’s check throws, naming every address and the test', () => {
    net.connect({ host: '169.254.169.254', port: 80 }).on('error', () => {});
    expect(failOnRefusals).toThrow(/169\.254\.169\.254:80 \(socket\), opened by ".*fails the test/);
    expect(failOnRefusals).not.toThrow(); // once said, forgotten
  });

  it('allows 127.0.0.1, localhost, ::1 and Unix sockets', async () => {
    const server = http.createServer((_req, res) => res.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loopback-guard-'));
    const unix = http.createServer((_req, res) => res.end('pipe'));
    const socketPath = path.join(dir, 'http.sock');
    await new Promise<void>((resolve) => unix.listen(socketPath, resolve));
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
      const viaLocalhost = await new Promise<string>((resolve, reject) => {
        net.connect({ host: 'localhost', port, family: 4 }, function (this: net.Socket) {
          this.end();
          resolve('connected');
        }).on('error', reject);
      });
      expect(viaLocalhost).toBe('connected');
      const viaPipe = await new Promise<string>((resolve, reject) => {
        http.get({ socketPath, path: '/' }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        }).on('error', reject);
      });
      expect(viaPipe).toBe('pipe');
      const udp = dgram.createSocket('udp4');
      await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
      const got = new Promise<string>((resolve) => udp.once('message', (message) => resolve(String(message))));
      await new Promise<void>((resolve, reject) => udp.send('hi', udp.address().port, '127.0.0.1', (error) => (error ? reject(error) : resolve())));
      expect(await got).toBe('hi');
      udp.close();
      expect(takeRefusals()).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => unix.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells the Google libraries the project and that there is no metadata server', () => {
    expect(process.env).toMatchObject({ GCLOUD_PROJECT: 'demo-storefront', GOOGLE_CLOUD_PROJECT: 'demo-storefront', METADATA_SERVER_DETECTION: 'none' });
  });

  it('runs in every jest project, the browser journeys’ too', () => {
    const listed = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "const { default: c } = await import('./jest.config.mjs'); console.log(JSON.stringify(c.projects.map((p) => [p.displayName, p.setupFilesAfterEnv])))"],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(listed.stderr).toBe('');
    const projects = JSON.parse(listed.stdout) as [string, string[]][];
    expect(projects.length).toBeGreaterThan(5);
    for (const [name, setup] of projects) expect([name, setup[0]]).toEqual([name, `<rootDir>/../${setupFile}`]);
    const e2e = require(path.join(ROOT, 'e2e/jest.config.cjs')) as { setupFilesAfterEnv: string[] };
    expect(e2e.setupFilesAfterEnv).toContain(`<rootDir>/../${setupFile}`);
  });
});
