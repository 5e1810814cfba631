import { forwardRef, memo } from 'react';
import { CONTRACTS_VERSION } from 'shared-contracts';
import {
  IncompatibleRemoteError,
  InvalidRemoteError,
  loadRemoteScreen,
  RemoteTimeoutError,
  type LoadModule,
} from './load-remote-screen';
import { ANOTHER_CONTRACTS_MAJOR } from '../testing/contracts-versions';

const Screen = () => null;
const good = { default: Screen, contractsVersion: CONTRACTS_VERSION };
const ID = 'mf_catalog/ProductList';

/** A sleep that records how long it was asked to wait and returns at once. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

/** A loader that answers each attempt in turn. */
function loaderOf(...answers: (() => Promise<unknown>)[]) {
  let calls = 0;
  return jest.fn<Promise<unknown>, [string]>(() => answers[Math.min(calls++, answers.length - 1)]!());
}
const fail = (message: string) => () => Promise.reject(new Error(message));
const ok = (mod: unknown) => () => Promise.resolve(mod);

describe('loadRemoteScreen', () => {
  it('gives the module of a remote that loads at once, without waiting', async () => {
    const { waits, sleep } = recordingSleep();
    const load = loaderOf(ok(good));
    await expect(loadRemoteScreen(load, ID, { sleep })).resolves.toBe(good);
    expect(load).toHaveBeenCalledWith(ID);
    expect(waits).toEqual([]);
  });

  it('retries transient failures with the backoff and succeeds when a later attempt works', async () => {
    const { waits, sleep } = recordingSleep();
    const load = loaderOf(fail('RUNTIME-003 Failed to get manifest'), fail('network'), ok(good));
    await expect(loadRemoteScreen(load, ID, { sleep })).resolves.toBe(good);
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 1000]);
  });

  it('tells each retry, with the attempt about to start and the error that caused it', async () => {
    const { sleep } = recordingSleep();
    const onRetry = jest.fn();
    const load = loaderOf(fail('first'), fail('second'), ok(good));
    await loadRemoteScreen(load, ID, { sleep, onRetry });
    expect(onRetry.mock.calls).toEqual([
      [2, new Error('first')],
      [3, new Error('second')],
    ]);
  });

  it('follows a custom backoff', async () => {
    const { waits, sleep } = recordingSleep();
    const load = loaderOf(fail('a'), fail('b'), fail('c'), ok(good));
    await expect(loadRemoteScreen(load, ID, { sleep, backoffMs: [10, 20, 40] })).resolves.toBe(good);
    expect(waits).toEqual([10, 20, 40]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { waits, sleep } = recordingSleep();
    const load = loaderOf(fail('first'), fail('second'), fail('third'), ok(good));
    await expect(loadRemoteScreen(load, ID, { sleep })).rejects.toThrow('third');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 1000]);
  });

  it('tries once with an empty backoff', async () => {
    const load = loaderOf(fail('down'));
    await expect(loadRemoteScreen(load, ID, { backoffMs: [] })).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a loader that throws synchronously', async () => {
    const { sleep } = recordingSleep();
    let calls = 0;
    const load: LoadModule = () => {
      calls += 1;
      if (calls === 1) throw new Error('sync');
      return Promise.resolve(good);
    };
    await expect(loadRemoteScreen(load, ID, { sleep })).resolves.toBe(good);
  });

  it('retries when a load gives nothing at all', async () => {
    const { sleep } = recordingSleep();
    const load = loaderOf(ok(undefined), ok(null), ok(good));
    await expect(loadRemoteScreen(load, ID, { sleep })).resolves.toBe(good);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('times out a hanging load, then retries', async () => {
    jest.useFakeTimers();
    try {
      const { waits, sleep } = recordingSleep();
      const load = loaderOf(() => new Promise(() => undefined), ok(good));
      const result = loadRemoteScreen(load, ID, { sleep, timeoutMs: 5000 });
      await jest.advanceTimersByTimeAsync(4999);
      expect(load).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(good);
      expect(waits).toEqual([300]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects with a RemoteTimeoutError when every attempt hangs', async () => {
    const { sleep } = recordingSleep();
    const load = loaderOf(() => new Promise(() => undefined));
    const error = await loadRemoteScreen(load, ID, { sleep, timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteTimeoutError);
    expect((error as Error).message).toBe(`${ID} did not load within 5 ms`);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits the real backoff by default (no sleep injected)', async () => {
    jest.useFakeTimers();
    try {
      const load = loaderOf(fail('down'), ok(good));
      const result = loadRemoteScreen(load, ID);
      await jest.advanceTimersByTimeAsync(299);
      expect(load).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(good);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['no default export', { contractsVersion: CONTRACTS_VERSION }],
    ['a default that is not a component', { default: 'Screen', contractsVersion: CONTRACTS_VERSION }],
  ])('refuses a module with %s, without retrying', async (_, mod) => {
    const { waits, sleep } = recordingSleep();
    const load = loaderOf(ok(mod), ok(good));
    const error = await loadRemoteScreen(load, ID, { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRemoteError);
    expect((error as Error).message).toBe(`${ID} exposes no screen`);
    expect(load).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('accepts memo and forwardRef screens', async () => {
    const memoScreen = { default: memo(Screen), contractsVersion: CONTRACTS_VERSION };
    const refScreen = { default: forwardRef(() => null), contractsVersion: CONTRACTS_VERSION };
    await expect(loadRemoteScreen(loaderOf(ok(memoScreen)), ID)).resolves.toBe(memoScreen);
    await expect(loadRemoteScreen(loaderOf(ok(refScreen)), ID)).resolves.toBe(refScreen);
  });

  it('refuses a remote built against another contracts major without retrying', async () => {
    const { waits, sleep } = recordingSleep();
    const load = loaderOf(ok({ default: Screen, contractsVersion: ANOTHER_CONTRACTS_MAJOR }), ok(good));
    const error = await loadRemoteScreen(load, ID, { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect((error as Error).message).toBe(`${ID} was built against shared-contracts ${ANOTHER_CONTRACTS_MAJOR}, the shell has ${CONTRACTS_VERSION}`);
    expect(load).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('refuses a remote that gives no contracts version', async () => {
    const error = await loadRemoteScreen(loaderOf(ok({ default: Screen })), ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect((error as Error).message).toContain('shared-contracts unknown');
  });

  it('accepts a remote built against another minor of the same major', async () => {
    const [major] = CONTRACTS_VERSION.split('.');
    const mod = { default: Screen, contractsVersion: `${major}.99.0` };
    await expect(loadRemoteScreen(loaderOf(ok(mod)), ID)).resolves.toBe(mod);
  });
});
