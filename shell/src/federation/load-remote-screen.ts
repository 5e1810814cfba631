import type { ComponentType } from 'react';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { isCompatibleContracts } from './contracts-compatible';

/** What every exposed screen module of a remote exports. */
export interface RemoteScreenModule {
  default: ComponentType;
  /** The shared-contracts version the remote was built against. */
  contractsVersion: string;
}

export type LoadModule = (id: string) => Promise<unknown>;

export class IncompatibleRemoteError extends Error {
  constructor(id: string, remoteVersion: string | undefined) {
    super(`${id} was built against shared-contracts ${remoteVersion ?? 'unknown'}, the shell has ${CONTRACTS_VERSION}`);
  }
}

/** The remote loaded but its module is not a screen: a broken build, which a retry will not heal. */
export class InvalidRemoteError extends Error {}

export class RemoteTimeoutError extends Error {}

export interface LoadOptions {
  /** Waits before each retry of a failed load (backoff for transient network failures). */
  backoffMs?: readonly number[];
  /** One attempt fails after this long. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told before each retry: the attempt about to start (2 for the first retry) and why the last failed. */
  onRetry?: (attempt: number, error: unknown) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A function component or class, or what memo / forwardRef / lazy return (objects React can render). */
const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`${id} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Loads `remote/Module`, retrying transient failures with backoff. A module that is not a screen,
 * or was built against another major version of the contracts, is refused at once: it will not heal.
 */
export async function loadRemoteScreen(load: LoadModule, id: string, options: LoadOptions = {}): Promise<RemoteScreenModule> {
  const { backoffMs = [300, 1000], timeoutMs = 10_000, sleep = wait, onRetry } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= backoffMs.length; attempt++) {
    if (attempt > 0) {
      onRetry?.(attempt + 1, lastError);
      await sleep(backoffMs[attempt - 1]!);
    }
    try {
      const mod = (await withTimeout(load(id), timeoutMs, id)) as Partial<RemoteScreenModule> | null | undefined;
      // Nothing at all is what a failed load looks like when a runtime plugin swallowed the error: retry.
      if (mod == null) throw new Error(`${id} did not load`);
      if (!isComponent(mod.default)) throw new InvalidRemoteError(`${id} exposes no screen`);
      if (!isCompatibleContracts(CONTRACTS_VERSION, mod.contractsVersion)) {
        throw new IncompatibleRemoteError(id, mod.contractsVersion);
      }
      return mod as RemoteScreenModule;
    } catch (error) {
      if (error instanceof IncompatibleRemoteError || error instanceof InvalidRemoteError) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
