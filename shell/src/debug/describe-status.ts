import type { RemoteStatus } from '../federation/remote-status';

/** One line per remote for the overlay: its build, then what its loading is doing. */
export function describeBuild(status: RemoteStatus): string {
  const version = status.version ? ` ${status.version}` : '';
  const contracts = status.contractsVersion ? ` · contracts ${status.contractsVersion}` : '';
  return `${status.remote}${version}${contracts}${status.preview ? ' · preview' : ''}`;
}

export function describeState(status: RemoteStatus): string {
  switch (status.phase) {
    case 'idle':
      return 'not loaded';
    case 'loading':
      return 'loading…';
    case 'retrying':
      return `retrying, attempt ${status.attempt} (${status.error ?? 'failed'})`;
    case 'ready':
      return `loaded in ${status.loadMs ?? '?'} ms`;
    case 'failed':
      return `failed after ${status.attempt} ${status.attempt === 1 ? 'attempt' : 'attempts'}: ${status.error ?? 'unknown error'}`;
  }
}
