// Nothing leaves the machine (issue 32): while jest runs, a socket to an address that is not loopback is
// refused, by name, before anything is sent or resolved, and the test that opened it fails
// (scripts/jest/offline.setup.ts). The guard patches Node's own modules (net.Socket, which http, https, tls,
// http2, gRPC and fetch all connect through, and dgram.Socket), which every test file of a jest worker
// shares: it is installed once per worker, and each test file tells it which test is running.
import dgram from 'node:dgram';
import net from 'node:net';

/** A connection the guard refused. */
export interface Refusal {
  /** Where it was going: host:port. */
  address: string;
  /** 'socket' (TCP: net, http, tls, fetch, gRPC…) or 'udp'. */
  kind: 'socket' | 'udp';
  /** The test running when it was opened ('' outside a test: in a beforeAll, or between files). */
  test: string;
  /** That test's file. */
  file: string;
  /** Where it was opened: the first frames of the stack, below the guard's own. */
  openedAt: string[];
}

/** Where the worker is: which test of which file runs (jest's expect.getState(), from each file's setup). */
export type WhereAmI = () => { test?: string; file?: string };

interface GuardState {
  refusals: Refusal[];
  whereAmI: WhereAmI;
}

/** The guard's state lives on Node's net module: one per worker, whatever jest's module registry does. */
const STATE = Symbol.for('storefront.loopback-guard');
const holder = net.Socket as unknown as { [STATE]?: GuardState };

/** The code of a refused connection's error. */
export const REFUSED = 'ERR_LOOPBACK_ONLY';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// "This host": the kernel delivers a connection to the unspecified address to this machine's own listeners
// (a server's address() after listen() without a host is one).
loopback.addAddress('0.0.0.0', 'ipv4');
loopback.addAddress('::', 'ipv6');

/**
 * Whether `host` is this machine, decided without resolving anything: `localhost` and literal loopback
 * addresses (127.0.0.0/8, ::1, IPv4-mapped ::ffff:127.x.x.x) are; every other name is not, however it
 * would resolve (metadata.google.internal, 169.254.169.254, a LAN address, any public name).
 */
export function isLoopback(host: string): boolean {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (name === 'localhost' || name === 'localhost.') return true;
  const family = net.isIP(name);
  return family !== 0 && loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
}

const hostPort = (host: string, port: unknown) => `${net.isIPv6(host) ? `[${host}]` : host}:${String(port ?? '')}`;

/**
 * Where net.Socket#connect is going, as Node reads its arguments (net's normalizeArgs): options, a pipe
 * path, or a port and host; net's own callers pass the normalized [options, callback] array. Null for a
 * Unix socket or pipe: always on this machine.
 */
export function connectTarget(args: unknown[]): { host: string; port: unknown } | null {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === 'object') {
    const options = first as { path?: unknown; host?: unknown; port?: unknown };
    if (options.path) return null;
    return { host: typeof options.host === 'string' && options.host ? options.host : 'localhost', port: options.port };
  }
  // A string that is not a port number is a pipe name.
  if (typeof first === 'string' && !(Number(first) >= 0)) return null;
  const host = !Array.isArray(args[0]) && typeof args[1] === 'string' && args[1] ? args[1] : 'localhost';
  return { host, port: first };
}

function currentState(): GuardState {
  const state = holder[STATE];
  if (!state) throw new Error('The loopback guard is not installed (installLoopbackGuard).');
  return state;
}

/** Notes a refusal against the running test; the error to fail the connection with, naming the address. */
function refuse(kind: Refusal['kind'], address: string): Error {
  const state = currentState();
  let where: ReturnType<WhereAmI> = {};
  try {
    where = state.whereAmI();
  } catch {
    // between test files: no test to name
  }
  const what = kind === 'udp' ? 'UDP datagram' : 'connection';
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40; // deep enough to reach the library that asked, through http's and net's own frames
  const error = Object.assign(
    new Error(`Refused a ${what} to ${address}: tests reach nothing beyond loopback (127.0.0.0/8, ::1, localhost, Unix sockets).`),
    { code: REFUSED, address },
  );
  Error.stackTraceLimit = limit;
  // The frames that say who asked: not the guard's, Node's own or jest's.
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !line.includes(__filename))
    .filter((line) => !/\(node:|at node:|<anonymous>|node_modules\/(jest-|@jest\/|expect\/)/.test(line));
  state.refusals.push({ address, kind, test: where.test ?? '', file: where.file ?? '', openedAt: frames.slice(0, 12).map((f) => f.trim()) });
  return error;
}

type Connect = (this: net.Socket, ...args: unknown[]) => net.Socket;
type Send = (this: dgram.Socket, ...args: unknown[]) => void;
type UdpConnect = (this: dgram.Socket, ...args: unknown[]) => void;

const lastFunction = (args: unknown[]) => args.findLast((a): a is (error: Error) => void => typeof a === 'function');

/**
 * Installs the guard in this worker (once; later calls only say where the worker is now). A refused
 * connection fails as a network error would: the socket emits an error naming the address, and nothing
 * reaches the network (no bytes, no name lookup).
 */
export function installLoopbackGuard(whereAmI: WhereAmI): void {
  const installed = holder[STATE];
  if (installed) {
    installed.whereAmI = whereAmI;
    return;
  }
  holder[STATE] = { refusals: [], whereAmI };
  // Node's own, taken now: a test's fake timers replace process.nextTick, and a refusal must still be told.
  const nextTick = process.nextTick;

  const connect = net.Socket.prototype.connect as unknown as Connect;
  const guardedConnect: Connect = function (this: net.Socket, ...args) {
    const target = connectTarget(args);
    if (!target || isLoopback(target.host)) return connect.apply(this, args);
    const error = refuse('socket', hostPort(target.host, target.port));
    nextTick(() => this.destroy(error));
    return this;
  };
  net.Socket.prototype.connect = guardedConnect as unknown as typeof net.Socket.prototype.connect;

  // dgram: send(msg[, offset, length], port[, address][, callback]) and connect(port[, address][, callback]);
  // without an address they go to localhost.
  const send = dgram.Socket.prototype.send as unknown as Send;
  const guardedSend: Send = function (this: dgram.Socket, ...args) {
    const withRange = typeof args[2] === 'number';
    const port = withRange ? args[3] : args[1];
    const address = withRange ? args[4] : args[2];
    if (port === undefined || typeof port === 'function' || typeof address !== 'string' || !address || isLoopback(address)) {
      return send.apply(this, args);
    }
    const error = refuse('udp', hostPort(address, port));
    const callback = lastFunction(args);
    nextTick(() => (callback ? callback(error) : this.emit('error', error)));
  };
  dgram.Socket.prototype.send = guardedSend as unknown as typeof dgram.Socket.prototype.send;

  const udpConnect = dgram.Socket.prototype.connect as unknown as UdpConnect;
  const guardedUdpConnect: UdpConnect = function (this: dgram.Socket, ...args) {
    const address = args[1];
    if (typeof address !== 'string' || !address || isLoopback(address)) return udpConnect.apply(this, args);
    const error = refuse('udp', hostPort(address, args[0]));
    const callback = lastFunction(args);
    nextTick(() => (callback ? callback(error) : this.emit('error', error)));
  };
  dgram.Socket.prototype.connect = guardedUdpConnect as unknown as typeof dgram.Socket.prototype.connect;
}

/** The refusals since the last call (and forgets them). */
export function takeRefusals(): Refusal[] {
  return currentState().refusals.splice(0);
}

/** Each refusal: where to, what opened it, and from where (its frames as "via …", so it reads as text). */
export function describeRefusals(refusals: Refusal[]): string {
  return refusals
    .map(({ address, kind, test, file, openedAt }) => {
      const by = test ? `by "${test}"` : 'outside any test (a beforeAll or afterAll hook, or a timer)';
      const via = openedAt.map((frame) => `      via ${frame.replace(/^at /, '')}`);
      return [`  ${address} (${kind}), opened ${by}${file ? ` in ${file}` : ''}`, ...via].join('\n');
    })
    .join('\n');
}

/**
 * Throws, naming every address, when a socket beyond loopback was opened since the last check; the error's
 * stack is where the first was opened, so jest shows that line of code.
 */
export function failOnRefusals(): void {
  const refusals = takeRefusals();
  if (!refusals.length) return;
  const error = new Error(
    `This test opened ${refusals.length === 1 ? 'a socket' : 'sockets'} beyond loopback, refused (nothing leaves the machine, issue 32): ` +
      `${[...new Set(refusals.map((r) => r.address))].join(', ')}\n${describeRefusals(refusals)}`,
  );
  error.stack = [`Error: ${error.message}`, ...refusals[0]!.openedAt.map((frame) => `    ${frame}`)].join('\n');
  throw error;
}
