import type { RemoteBuild } from './manifest';

export type RemotePhase = 'idle' | 'loading' | 'retrying' | 'ready' | 'failed';

/** What the debug overlay shows of one remote. */
export interface RemoteStatus extends RemoteBuild {
  remote: string;
  manifestUrl: string;
  /** Loaded from a QA preview URL instead of the runtime config's. */
  preview: boolean;
  phase: RemotePhase;
  /** The attempt under way or last made (1 for the first). */
  attempt: number;
  /** From the first request to a rendered-ready module. */
  loadMs?: number;
  error?: string;
}

export interface RemoteStatusStore {
  all(): readonly RemoteStatus[];
  get(remote: string): RemoteStatus | undefined;
  update(remote: string, patch: Partial<RemoteStatus>): void;
  subscribe(listener: () => void): () => void;
}

/** A small external store (read with useSyncExternalStore): a new array on every change. */
export function createRemoteStatus(remotes: Record<string, string>, previews: readonly string[] = []): RemoteStatusStore {
  let list: RemoteStatus[] = Object.entries(remotes).map(([remote, manifestUrl]) => ({
    remote,
    manifestUrl,
    preview: previews.includes(remote),
    phase: 'idle',
    attempt: 0,
  }));
  const listeners = new Set<() => void>();
  return {
    all: () => list,
    get: (remote) => list.find((s) => s.remote === remote),
    update(remote, patch) {
      list = list.map((s) => (s.remote === remote ? { ...s, ...patch } : s));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
